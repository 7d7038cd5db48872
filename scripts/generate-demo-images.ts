/**
 * `npm run images:generate`: draws every demo picture in code (SVG, converted with sharp) and
 * writes it under public/, with the logo, favicon, placeholder, social image and the demo PDFs.
 * Nothing is random, so running it again rewrites identical files.
 *
 *   npm run images:generate              everything
 *   npm run images:generate -- pools     one group: pools, content, blog, brand, resources
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import {
  BLOG_IMAGE_DIR,
  CONTENT_IMAGE_DIR,
  POOL_IMAGE_DIR,
  resourceFilePath,
} from '@/lib/demo-data/image-paths'
import { RESOURCE_SPECS } from '@/lib/demo-data/resources'
import { iconSvg, markSvg, ogImageSvg, placeholderSvg } from './demo-images/brand'
import { blogPictures, contentPictures, type Picture } from './demo-images/content-images'
import { makePdf } from './demo-images/pdf'
import { poolPictures } from './demo-images/pool-images'

const ROOT = process.cwd()
const PUBLIC = path.join(ROOT, 'public')
const WEBP_QUALITY = 72
const GROUPS = ['pools', 'content', 'blog', 'brand', 'resources'] as const
type Group = (typeof GROUPS)[number]

let written = 0
let bytes = 0
let largest = { file: '', size: 0 }

async function save(file: string, data: Buffer | string) {
  await mkdir(path.dirname(file), { recursive: true })
  await writeFile(file, data)
  const size = typeof data === 'string' ? Buffer.byteLength(data) : data.length
  written += 1
  bytes += size
  if (size > largest.size) largest = { file: path.relative(ROOT, file), size }
}

/** Size budget per picture: heroes (1600 wide) 120 KB, the others 60 KB. */
function budget(picture: Picture) {
  return picture.width >= 1600 ? 120 * 1024 : 60 * 1024
}

async function renderWebp(picture: Picture, dir: string) {
  const pixels = await sharp(Buffer.from(picture.svg()))
    .resize(picture.width, picture.height)
    .raw()
    .toBuffer({ resolveWithObject: true })
  let data = Buffer.alloc(0)
  // Lower the quality a step at a time until the file fits its budget.
  for (const quality of [WEBP_QUALITY, 66, 60, 54]) {
    data = await sharp(pixels.data, { raw: pixels.info }).webp({ quality, smartSubsample: true }).toBuffer()
    if (data.length <= budget(picture)) break
  }
  await save(path.join(PUBLIC, dir, `${picture.name}.webp`), data)
}

/** Two at a time: the machine has two cores and sharp uses threads of its own. */
async function renderAll(pictures: Picture[], dir: string) {
  let next = 0
  const worker = async () => {
    while (next < pictures.length) {
      const picture = pictures[next++]
      if (picture) await renderWebp(picture, dir)
    }
  }
  await Promise.all([worker(), worker()])
}

async function brand() {
  await save(path.join(PUBLIC, 'brand', 'mark.svg'), markSvg())
  await save(path.join(ROOT, 'app', 'icon.svg'), iconSvg())
  await save(path.join(PUBLIC, 'images', 'placeholder-pool.svg'), placeholderSvg())
  const og = await sharp(Buffer.from(ogImageSvg()))
    .png({ compressionLevel: 9, palette: true, quality: 90 })
    .toBuffer()
  await save(path.join(PUBLIC, 'images', 'og-default.png'), og)
}

async function resources() {
  for (const spec of RESOURCE_SPECS) {
    const pdf = makePdf(spec.title, spec.pages, 'floridafiberglasspools.example  ·  (352) 555-0142')
    await save(path.join(PUBLIC, resourceFilePath(spec.slug)), pdf)
  }
}

async function main() {
  const asked = process.argv.slice(2)
  const unknown = asked.filter((g) => !GROUPS.includes(g as Group))
  if (unknown.length > 0) {
    console.error(`Unknown group ${unknown.join(', ')}; choose from ${GROUPS.join(', ')}.`)
    process.exit(1)
  }
  const groups = asked.length > 0 ? (asked as Group[]) : [...GROUPS]
  const started = Date.now()
  if (groups.includes('brand')) await brand()
  if (groups.includes('resources')) await resources()
  if (groups.includes('content')) await renderAll(contentPictures(), CONTENT_IMAGE_DIR)
  if (groups.includes('blog')) await renderAll(blogPictures(), BLOG_IMAGE_DIR)
  if (groups.includes('pools')) await renderAll(poolPictures(), POOL_IMAGE_DIR)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(
    `Wrote ${written} files (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${seconds}s; largest ${largest.file} at ${Math.round(largest.size / 1024)} KB.`,
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
