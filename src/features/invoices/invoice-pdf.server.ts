/**
 * A tax invoice as a PDF (pdf-lib): A4, DejaVu Sans embedded as a subset with its Unicode map, so the
 * text can be selected, searched and read aloud by a screen reader's text extraction; the document's
 * title, language and dates are set from the invoice. The bytes are stored when the invoice is issued
 * and served as stored: a PDF is made once per invoice, never again.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { InvoiceContent } from './invoice.ts';

const require = createRequire(import.meta.url);
let fonts: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;

/** The font files, read once per process. */
function fontFiles(): Promise<{ regular: Uint8Array; bold: Uint8Array }> {
  fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.35, 0.35, 0.4);

/** Column right edges (amounts) and the description's width, in points from the left margin. */
const COLUMNS = { description: 0, descriptionWidth: 190, quantity: 225, unitPrice: 325, gst: 400, amount: 495 };

interface Writer {
  page: PDFPage;
  y: number;
}

/** Splits `text` into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

/** Renders `content` as a PDF; `issuedAt` becomes the document's creation date. */
export async function renderInvoicePdf(content: InvoiceContent, issuedAt: Date): Promise<Uint8Array> {
  const files = await fontFiles();
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.registerFontkit(fontkit);
  const regular = await pdf.embedFont(files.regular, { subset: true });
  const bold = await pdf.embedFont(files.bold, { subset: true });
  pdf.setTitle(`${content.title} ${content.invoiceNumber}`, { showInWindowTitleBar: true });
  pdf.setAuthor(content.supplier.legalName);
  pdf.setSubject(`Tax invoice for order ${content.weborderId}`);
  pdf.setLanguage(content.locale);
  pdf.setCreator(content.supplier.legalName);
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(issuedAt);
  pdf.setModificationDate(issuedAt);

  const left = PAGE.margin;
  const newPage = (): Writer => ({ page: pdf.addPage([PAGE.width, PAGE.height]), y: PAGE.height - PAGE.margin });
  let at = newPage();
  const ensure = (height: number): void => {
    if (at.y - height < PAGE.margin) at = newPage();
  };
  const text = (
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; color?: typeof INK; alignRight?: boolean } = {},
  ): void => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const drawnX = options.alignRight ? x - font.widthOfTextAtSize(value, size) : x;
    at.page.drawText(value, { x: drawnX, y: at.y, size, font, color: options.color ?? INK });
  };
  const lineOf = (value: string, options: { font?: PDFFont; size?: number; color?: typeof INK } = {}): void => {
    const size = options.size ?? 10;
    ensure(size + 4);
    text(value, left, options);
    at.y -= size + 4;
  };

  lineOf(content.title, { font: bold, size: 22 });
  at.y -= 6;
  lineOf(content.supplier.legalName, { font: bold, size: 11 });
  lineOf(content.supplier.taxNumber);
  for (const line of content.supplier.address) lineOf(line, { color: MUTED });
  at.y -= 10;
  lineOf(`Invoice number: ${content.invoiceNumber}`, { font: bold });
  lineOf(`Issue date: ${content.issueDate}`);
  lineOf(`Order: ${content.weborderId}`);
  at.y -= 10;
  lineOf('Bill to', { font: bold, size: 11 });
  for (const line of content.buyer.lines) lineOf(line);
  at.y -= 14;

  const header = (): void => {
    ensure(30);
    text('Description', left + COLUMNS.description, { font: bold, size: 8 });
    text('Qty', left + COLUMNS.quantity, { font: bold, size: 8, alignRight: true });
    text('Unit price excl. GST', left + COLUMNS.unitPrice, { font: bold, size: 8, alignRight: true });
    text(`GST ${content.gstPercent}`, left + COLUMNS.gst, { font: bold, size: 8, alignRight: true });
    text('Amount incl. GST', left + COLUMNS.amount, { font: bold, size: 8, alignRight: true });
    at.y -= 6;
    at.page.drawLine({
      start: { x: left, y: at.y },
      end: { x: left + COLUMNS.amount, y: at.y },
      thickness: 0.5,
      color: MUTED,
    });
    at.y -= 12;
  };
  header();
  for (const line of content.lines) {
    const described = wrap(line.description, regular, 9, COLUMNS.descriptionWidth);
    if (at.y - described.length * 12 < PAGE.margin) {
      at = newPage();
      header();
    }
    text(line.quantity, left + COLUMNS.quantity, { size: 9, alignRight: true });
    text(line.unitPrice, left + COLUMNS.unitPrice, { size: 9, alignRight: true });
    text(line.gst, left + COLUMNS.gst, { size: 9, alignRight: true });
    text(line.amount, left + COLUMNS.amount, { size: 9, alignRight: true });
    for (const part of described) {
      text(part, left + COLUMNS.description, { size: 9 });
      at.y -= 12;
    }
    at.y -= 2;
  }
  ensure(90);
  at.page.drawLine({
    start: { x: left, y: at.y + 6 },
    end: { x: left + COLUMNS.amount, y: at.y + 6 },
    thickness: 0.5,
    color: MUTED,
  });
  const total = (label: string, value: string, font: PDFFont = regular): void => {
    text(label, left + COLUMNS.gst, { font, size: 10, alignRight: true });
    text(value, left + COLUMNS.amount, { font, size: 10, alignRight: true });
    at.y -= 15;
  };
  at.y -= 8;
  total('Subtotal excl. GST', content.subtotal);
  total(`GST ${content.gstPercent}`, content.gst);
  total(`Total incl. GST (${content.currency})`, content.total, bold);
  at.y -= 10;
  lineOf(`All amounts are in ${content.currencyName}.`, { color: MUTED, size: 9 });
  lineOf(content.paidNote, { color: MUTED, size: 9 });
  return pdf.save();
}
