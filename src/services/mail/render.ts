/**
 * The one layout every mail uses: a plain-text body and an HTML body built from the same content, both
 * carrying the shop's name and its address. Pure; every value is escaped in the HTML, because names,
 * addresses and enquiry fields come from visitors.
 */

/** The shop's name as mails show it. */
export const SHOP_NAME = 'Tasman CAD';

/** What a mail says, before it is laid out. */
export interface MailContent {
  /** The first line, e.g. "Hello Ann,". */
  greeting?: string | undefined;
  /** Paragraphs at the top. */
  intro: readonly string[];
  /** The one link the mail is about, shown as a button in HTML and as the bare URL in text. */
  action?: { label: string; url: string } | undefined;
  /** A table (order lines): column titles, rows, then label/value rows under it (subtotal, GST, total). */
  table?:
    | {
        columns: readonly string[];
        rows: readonly (readonly string[])[];
        summary?: readonly (readonly [string, string])[];
      }
    | undefined;
  /** Labelled blocks of lines (a delivery address, the fields of an enquiry). */
  sections?: readonly { title: string; lines: readonly string[] }[] | undefined;
  /** Paragraphs at the end. */
  outro?: readonly string[] | undefined;
}

/** A mail's two bodies. */
export interface RenderedMail {
  text: string;
  html: string;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text safe inside HTML elements and quoted attributes. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (character) => ENTITIES[character] ?? character);

/** Columns padded to their widest cell, so the text table lines up in a monospace reader. */
function textTable(table: NonNullable<MailContent['table']>): string[] {
  const all = [table.columns, ...table.rows];
  const widths = table.columns.map((_, column) => Math.max(...all.map((row) => (row[column] ?? '').length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const total = widths.reduce((sum, width) => sum + width, 0) + 2 * (widths.length - 1);
  const summary = (table.summary ?? []).map(([label, value]) => `${label}: ${value}`.padStart(total));
  return [
    line(table.columns),
    '-'.repeat(total),
    ...table.rows.map(line),
    ...(summary.length > 0 ? ['-'.repeat(total), ...summary] : []),
  ];
}

function renderText(content: MailContent, origin: string): string {
  const blocks: string[][] = [];
  if (content.greeting) blocks.push([content.greeting]);
  blocks.push(...content.intro.map((paragraph) => [paragraph]));
  if (content.action) blocks.push([`${content.action.label}:`, content.action.url]);
  if (content.table) blocks.push(textTable(content.table));
  for (const section of content.sections ?? [])
    blocks.push([`${section.title}:`, ...section.lines.map((line) => `  ${line}`)]);
  blocks.push(...(content.outro ?? []).map((paragraph) => [paragraph]));
  blocks.push(['--', SHOP_NAME, origin]);
  return `${blocks.map((block) => block.join('\n')).join('\n\n')}\n`;
}

const CELL = 'padding:6px 8px;border-bottom:1px solid #e2e8f0;text-align:left;vertical-align:top';

function htmlTable(table: NonNullable<MailContent['table']>): string {
  const head = table.columns.map((title) => `<th style="${CELL}">${escapeHtml(title)}</th>`).join('');
  const rows = table.rows
    .map((row) => `<tr>${row.map((cell) => `<td style="${CELL}">${escapeHtml(cell)}</td>`).join('')}</tr>`)
    .join('');
  const summary = (table.summary ?? [])
    .map(([label, value], index, all) => {
      const weight = index === all.length - 1 ? 'font-weight:bold;' : '';
      return `<tr><td colspan="${table.columns.length - 1}" style="${CELL};text-align:right;${weight}">${escapeHtml(label)}</td><td style="${CELL};${weight}">${escapeHtml(value)}</td></tr>`;
    })
    .join('');
  return `<table role="presentation" style="border-collapse:collapse;width:100%;margin:16px 0"><thead><tr>${head}</tr></thead><tbody>${rows}${summary}</tbody></table>`;
}

function renderHtml(content: MailContent, origin: string): string {
  const paragraph = (text: string) => `<p style="margin:0 0 12px">${escapeHtml(text)}</p>`;
  const parts = [
    content.greeting ? paragraph(content.greeting) : '',
    ...content.intro.map(paragraph),
    content.action
      ? `<p style="margin:16px 0"><a href="${escapeHtml(content.action.url)}" style="background:#0b5394;color:#ffffff;padding:10px 16px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p><p style="margin:0 0 12px;font-size:13px;color:#4a5568">Or open this address: ${escapeHtml(content.action.url)}</p>`
      : '',
    content.table ? htmlTable(content.table) : '',
    ...(content.sections ?? []).map(
      (section) =>
        `<h2 style="font-size:15px;margin:16px 0 4px">${escapeHtml(section.title)}</h2><p style="margin:0 0 12px">${section.lines.map(escapeHtml).join('<br>')}</p>`,
    ),
    ...(content.outro ?? []).map(paragraph),
  ];
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"></head>',
    '<body style="margin:0;padding:0;background:#f7fafc;font-family:Arial,Helvetica,sans-serif;color:#1a202c;font-size:15px;line-height:1.5">',
    '<div style="max-width:640px;margin:0 auto;background:#ffffff;padding:24px">',
    `<p style="margin:0 0 20px;font-size:20px;font-weight:bold;color:#0b5394">${escapeHtml(SHOP_NAME)}</p>`,
    ...parts.filter(Boolean),
    `<p style="margin:24px 0 0;font-size:13px;color:#4a5568">${escapeHtml(SHOP_NAME)} · <a href="${escapeHtml(origin)}" style="color:#4a5568">${escapeHtml(origin)}</a></p>`,
    '</div></body></html>',
  ].join('');
}

/** Both bodies of a mail, signed with the shop's name and `origin` (the site's public address, AUTH_BASE_URL). */
export function renderMail(content: MailContent, origin: string): RenderedMail {
  return { text: renderText(content, origin), html: renderHtml(content, origin) };
}
