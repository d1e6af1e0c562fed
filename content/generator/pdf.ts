/**
 * A minimal one-page PDF (PDF 1.4, Helvetica text), so the white papers the gated downloads point at
 * are real files. Byte offsets in the cross-reference table are computed, so readers accept it.
 */
const escapeText = (text: string): string =>
  text.replace(/[\\()]/g, (char) => `\\${char}`).replace(/[^\x20-\x7e]/g, '-');

/** A PDF with a title and paragraphs (each line kept short; no wrapping is done). */
export function simplePdf(title: string, lines: readonly string[]): Buffer {
  const text = [
    'BT /F1 20 Tf 56 780 Td',
    `(${escapeText(title)}) Tj`,
    '/F1 11 Tf 0 -32 Td 15 TL',
    ...lines.map((line) => `(${escapeText(line)}) '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** The downloadable white papers the demo's gated download blogs link to. */
export const downloadFiles: readonly { name: string; title: string; lines: string[] }[] = [
  {
    name: 'mep-coordination-checklist',
    title: 'MEP coordination checklist',
    lines: [
      'Tasman CAD - a checklist for building services coordination.',
      '',
      '1. Agree the model origin and levels before anyone models.',
      '2. Share models weekly; run clash tests by system.',
      '3. Record every clash decision with an owner and a date.',
    ],
  },
  {
    name: 'reality-capture-buyers-guide',
    title: "Reality capture buyer's guide",
    lines: [
      'Tasman CAD - choosing scanners and software for survey teams.',
      '',
      'Accuracy, range and field speed matter more than headline specs.',
      'Plan the processing workstation with the scanner, not after it.',
    ],
  },
  {
    name: 'return-on-bim-nz',
    title: 'The return on BIM',
    lines: [
      'Tasman CAD - what New Zealand practices measured after moving to BIM.',
      '',
      'Fewer RFIs, faster consent sets and fewer drawing errors.',
      'The biggest gains came from templates and training, not software alone.',
    ],
  },
  {
    name: 'workstation-sizing-guide',
    title: 'Workstation sizing guide',
    lines: [
      'Tasman CAD - sizing workstations for design and simulation.',
      '',
      'Single-thread speed drives modelling; cores drive rendering and simulation.',
      'Buy memory for your largest model, plus half again.',
    ],
  },
];
