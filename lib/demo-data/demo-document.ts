/**
 * A one-page PDF for the demo projects' documents (a survey, an HOA approval, a permit, an
 * inspection report): a title and a few lines in Helvetica, marked as demo paper so nobody takes
 * it for a real permit. Written by hand (a few objects and their cross-reference table), so no PDF
 * library is needed at start-up.
 */
function escape(text: string): string {
  return text
    .replace(/[^\x20-\x7e]/g, '?')
    .replace(/\\/g, '\\\\')
    .replace(/\(/g, '\\(')
    .replace(/\)/g, '\\)')
}

export function demoDocumentPdf(title: string, lines: readonly string[]): Buffer {
  const text = [
    'BT /F1 20 Tf 72 720 Td (' + escape(title) + ') Tj ET',
    'BT /F1 10 Tf 72 700 Td (DEMO DOCUMENT - fictional, made for the demo data, not a real record) Tj ET',
    ...lines.map((line, i) => `BT /F1 12 Tf 72 ${664 - i * 20} Td (${escape(line)}) Tj ET`),
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'))
    body += `${index + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = Buffer.byteLength(body, 'latin1')
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}
