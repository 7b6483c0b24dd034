/**
 * A one-page PDF of plain text (Helvetica, A4), written by hand: the few objects a PDF reader
 * needs and their byte offsets. Text is encoded in WinAnsi, so French accents, « », the
 * apostrophe ’ and non-breaking spaces print as typed.
 */

/** Characters of WinAnsi outside Latin-1, by their code in that encoding. */
const winAnsi = {
  '’': 0x92,
  '‘': 0x91,
  '“': 0x93,
  '”': 0x94,
  '–': 0x96,
  '—': 0x97,
  '…': 0x85,
  '€': 0x80,
  '\u202f': 0xa0,
};

function encode(text) {
  const bytes = [...text].map((char) => {
    if (char in winAnsi) return winAnsi[char];
    const code = char.codePointAt(0);
    if (code > 0xff) throw new Error(`No WinAnsi code for ${JSON.stringify(char)}`);
    return code;
  });
  // In a PDF string, ( ) and \ are escaped.
  return Buffer.from(bytes)
    .toString('latin1')
    .replace(/[()\\]/g, (char) => `\\${char}`);
}

/** `text` cut at spaces into lines that fit between the margins (483 points), half a size a character. */
function wrapped(text, size) {
  const most = Math.floor(483 / (size * 0.5));
  const parts = [''];
  for (const word of text.split(' ')) {
    const last = parts.at(-1);
    if (last && last.length + 1 + word.length > most) parts.push(word);
    else parts[parts.length - 1] = last ? `${last} ${word}` : word;
  }
  return parts;
}

/**
 * The bytes of a PDF showing `lines`, each `{ text, size }` (points; 0 for an empty line), from
 * the top of the page; `title` goes in the document's information.
 */
export function writePdf({ title, lines }) {
  let y = 780;
  const operations = ['BT'];
  for (const { text, size } of lines) {
    if (size === 0) y -= 10;
    for (const part of size === 0 ? [] : wrapped(text, size)) {
      y -= size * 1.5;
      operations.push(`/${size >= 13 ? 'F2' : 'F1'} ${size} Tf`, `1 0 0 1 56 ${y} Tm`, `(${encode(part)}) Tj`);
    }
  }
  operations.push('ET');
  const stream = operations.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${encode(title)}) /Producer (scripts/documents/makeDocuments.mjs) >>`,
  ];
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
