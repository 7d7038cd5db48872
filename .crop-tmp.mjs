import sharp from 'sharp'
const [file, chunk = '1400'] = process.argv.slice(2)
const img = sharp(file)
const { width, height } = await img.metadata()
const h = Number(chunk)
for (let top = 0, i = 0; top < height; top += h, i++) {
  const out = file.replace('.png', `-part${i}.png`)
  await sharp(file).extract({ left: 0, top, width, height: Math.min(h, height - top) }).toFile(out)
  console.log(out)
}
