import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setImmediate as nextTurn } from 'node:timers/promises';
import PDFDocument from 'pdfkit';

/**
 * Text documents (account statements) as PDF through PDFKit, with the DejaVu fonts embedded
 * (subset to the glyphs used, with a ToUnicode map), so every letter of the spec's languages prints
 * as it is (č, ř, ß, æ, ø, ä) and copies out of the PDF as the same text. A4 pages of lines, each
 * page with a footer "<footer> i / n".
 */

export type PdfFont = 'regular' | 'bold' | 'mono' | 'monoBold';

/** A piece of a line: text starting `at` points from the left margin, or ending there (align right). */
export interface PdfPiece {
  text: string;
  at: number;
  align?: 'left' | 'right';
}

export interface PdfLine {
  /** One text, or the pieces of a table row. */
  text: string | readonly PdfPiece[];
  font: PdfFont;
  /** Points. */
  size: number;
  /** Extra space before the line, in points. */
  gapBefore?: number;
}

/** The DejaVu fonts (dejavu-fonts-ttf; licence in the wallets README): Sans for text, Sans Mono for tables. */
const fontFiles: Record<PdfFont, string> = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  mono: 'DejaVuSansMono.ttf',
  monoBold: 'DejaVuSansMono-Bold.ttf',
};

const pageWidth = 595.28;
const pageHeight = 841.89;
const margin = 50;
const footerSize = 8;
/** More pages than any statement the history limits allow; a bound on the work one request does. */
export const maxPdfPages = 2000;

let loadedFonts: Record<PdfFont, Buffer> | undefined;

/** The font files, read once per process (about 2 MB; each document embeds only the glyphs it uses). */
function fonts(): Record<PdfFont, Buffer> {
  if (loadedFonts === undefined) {
    const require = createRequire(import.meta.url);
    const read = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));
    loadedFonts = {
      regular: read(fontFiles.regular),
      bold: read(fontFiles.bold),
      mono: read(fontFiles.mono),
      monoBold: read(fontFiles.monoBold),
    };
  }
  return loadedFonts;
}

function lineHeight(line: PdfLine): number {
  return line.size * 1.35 + (line.gapBefore ?? 0);
}

/** The lines of each page; throws RangeError past maxPages. */
export function layoutPages(lines: readonly PdfLine[], maxPages = maxPdfPages): PdfLine[][] {
  const pages: PdfLine[][] = [[]];
  let y = margin;
  for (const line of lines) {
    const height = lineHeight(line);
    if (y + height > pageHeight - margin - footerSize * 2) {
      if (pages.length >= maxPages) throw new RangeError(`A document has at most ${maxPages} pages`);
      pages.push([]);
      y = margin;
    }
    pages.at(-1)?.push(line);
    y += height;
  }
  return pages;
}

/** Lines have no breaks: a statement's cells are single-line text, and layout is by line. */
function oneLine(text: string): string {
  return text.normalize('NFC').replace(/[\r\n]+/g, ' ');
}

function drawLine(document: PDFKit.PDFDocument, line: PdfLine, top: number): void {
  document.font(line.font).fontSize(line.size);
  const pieces = typeof line.text === 'string' ? [{ text: line.text, at: 0 }] : line.text;
  for (const piece of pieces) {
    const text = oneLine(piece.text);
    if (text === '') continue;
    const x = margin + piece.at - (piece.align === 'right' ? document.widthOfString(text) : 0);
    document.text(text, x, top, { lineBreak: false });
  }
}

function drawPage(document: PDFKit.PDFDocument, lines: readonly PdfLine[], footer: string): void {
  let y = margin;
  for (const line of lines) {
    y += line.gapBefore ?? 0;
    drawLine(document, line, y);
    y += line.size * 1.35;
  }
  drawLine(document, { text: footer, font: 'regular', size: footerSize }, pageHeight - margin - footerSize);
}

/**
 * Renders lines onto as many A4 pages as they need, each with a footer "<footer> i / n". The event
 * loop gets a turn after every page, so a long statement never holds up other requests for long.
 */
export async function renderPdf(
  lines: readonly PdfLine[],
  options: { footer: string; title: string; maxPages?: number },
): Promise<Buffer> {
  const pages = layoutPages(lines, options.maxPages);
  const document = new PDFDocument({
    size: [pageWidth, pageHeight],
    margin,
    autoFirstPage: false,
    pdfVersion: '1.4',
    info: { Title: options.title, Producer: 'platform statements', Creator: 'platform statements' },
  });
  for (const [name, bytes] of Object.entries(fonts())) document.registerFont(name, bytes);
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    document.on('end', resolve);
    document.on('error', reject);
  });
  for (const [index, pageLines] of pages.entries()) {
    document.addPage();
    drawPage(document, pageLines, `${options.footer} ${index + 1} / ${pages.length}`);
    await nextTurn();
  }
  document.end();
  await ended;
  return Buffer.concat(chunks);
}
