/**
 * A tiny PDF writer for the demo downloads: Letter pages, a title bar, headings, paragraphs and
 * bullets in the standard Helvetica fonts. No dates or ids inside, so output never changes.
 */

export type PdfPage = { heading: string; lines: string[] }

const PAGE_W = 612
const PAGE_H = 792
const MARGIN = 64

/** Text in WinAnsi encoding (one byte per character), escaped for a PDF string. */
function pdfText(text: string): string {
  return text
    .replace(/[–—]/g, '\x96')
    .replace(/[’']/g, '\x92')
    .replace(/•/g, '\x95')
    .replace(/[^\x20-\x7e\x92\x95\x96]/g, '?')
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)')
}

function wrap(text: string, width: number): string[] {
  const words = text.split(' ')
  const lines: string[] = []
  let line = ''
  for (const word of words) {
    if ((line + ' ' + word).trim().length > width) {
      lines.push(line)
      line = word
    } else {
      line = (line + ' ' + word).trim()
    }
  }
  if (line) lines.push(line)
  return lines
}

function pageStream(title: string, page: PdfPage, index: number, total: number, footer: string): string {
  const ops: string[] = []
  ops.push('0.122 0.306 0.612 rg', `0 ${PAGE_H - 56} ${PAGE_W} 56 re f`)
  ops.push(
    'BT',
    '1 1 1 rg',
    '/F2 12 Tf',
    `${MARGIN} ${PAGE_H - 34} Td`,
    `(${pdfText('Florida Fiberglass Pools')}) Tj`,
    'ET',
  )
  let y = PAGE_H - 100
  if (index === 0) {
    ops.push('BT', '0.071 0.208 0.357 rg', '/F2 24 Tf', `${MARGIN} ${y} Td`, `(${pdfText(title)}) Tj`, 'ET')
    y -= 44
  }
  ops.push(
    'BT',
    '0.165 0.478 0.722 rg',
    '/F2 16 Tf',
    `${MARGIN} ${y} Td`,
    `(${pdfText(page.heading)}) Tj`,
    'ET',
  )
  y -= 28
  for (const raw of page.lines) {
    const bullet = raw.startsWith('- ')
    const text = bullet ? raw.slice(2) : raw
    const wrapped = wrap(text, bullet ? 78 : 84)
    wrapped.forEach((line, i) => {
      const x = bullet ? MARGIN + 16 : MARGIN
      const prefix =
        bullet && i === 0 ? `BT 0.2 0.2 0.2 rg /F1 11 Tf ${MARGIN + 2} ${y} Td (${pdfText('•')}) Tj ET` : ''
      if (prefix) ops.push(prefix)
      ops.push('BT', '0.2 0.2 0.2 rg', '/F1 11 Tf', `${x} ${y} Td`, `(${pdfText(line)}) Tj`, 'ET')
      y -= 16
    })
    y -= bullet ? 2 : 8
  }
  ops.push('0.8 0.8 0.8 RG', `${MARGIN} 60 m ${PAGE_W - MARGIN} 60 l S`)
  ops.push(
    'BT',
    '0.45 0.45 0.45 rg',
    '/F1 9 Tf',
    `${MARGIN} 44 Td`,
    `(${pdfText(`${footer}   Page ${index + 1} of ${total}`)}) Tj`,
    'ET',
  )
  return ops.join('\n')
}

export function makePdf(title: string, pages: PdfPage[], footer: string): Buffer {
  const objects: string[] = []
  const fontEnc = '/Encoding /WinAnsiEncoding'
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[3] = `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica ${fontEnc} >>`
  objects[4] = `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold ${fontEnc} >>`
  objects[5] = `<< /Title (${pdfText(title)}) /Producer (Florida Fiberglass Pools demo data) >>`
  const kids: string[] = []
  pages.forEach((page, i) => {
    const pageId = 6 + i * 2
    const contentId = pageId + 1
    const stream = pageStream(title, page, i, pages.length, footer)
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`
    objects[contentId] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`
    kids.push(`${pageId} 0 R`)
  })
  objects[2] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages.length} >>`
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`
  }
  const xref = out.length
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}
