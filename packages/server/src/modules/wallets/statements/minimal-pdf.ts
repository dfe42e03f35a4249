/**
 * A minimal PDF 1.4 writer for text documents (account statements): A4 pages of lines in the
 * standard Helvetica and Courier fonts (regular and bold), which every PDF reader has, so nothing is
 * embedded and no dependency is needed. Text is WinAnsi-encoded: Latin-1, the euro sign and a few
 * typographic marks; other letters lose their diacritics (č → c) and anything else becomes "?".
 */

export type PdfFont = 'regular' | 'bold' | 'mono' | 'monoBold';

export interface PdfLine {
  text: string;
  font: PdfFont;
  /** Points. */
  size: number;
  /** Extra space before the line, in points. */
  gapBefore?: number;
}

const fontResource: Record<PdfFont, string> = { regular: 'F1', bold: 'F2', mono: 'F3', monoBold: 'F4' };
const pageWidth = 595;
const pageHeight = 842;
const margin = 50;
const footerSize = 8;
/** More pages than any statement the history limits allow; a bound on the work one request does. */
export const maxPdfPages = 2000;

const winAnsiExtras: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

function winAnsiByte(character: string): number {
  const code = character.codePointAt(0) ?? 0x3f;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  const extra = winAnsiExtras[character];
  if (extra !== undefined) return extra;
  const base = character.normalize('NFD').replace(/\p{M}/gu, '');
  const baseCode = base.length === 1 ? (base.codePointAt(0) ?? 0x3f) : 0x3f;
  return (baseCode >= 0x20 && baseCode <= 0x7e) || (baseCode >= 0xa0 && baseCode <= 0xff) ? baseCode : 0x3f;
}

/** A PDF string literal of the text in WinAnsi bytes (as a latin1 JS string), with \ ( ) escaped. */
export function pdfString(text: string): string {
  let bytes = '';
  for (const character of text) {
    const byte = winAnsiByte(character);
    const char = String.fromCharCode(byte);
    bytes += char === '\\' || char === '(' || char === ')' ? `\\${char}` : char;
  }
  return `(${bytes})`;
}

function layoutPages(lines: readonly PdfLine[]): PdfLine[][] {
  const pages: PdfLine[][] = [[]];
  let y = pageHeight - margin;
  for (const line of lines) {
    const height = line.size * 1.35 + (line.gapBefore ?? 0);
    if (y - height < margin + footerSize * 2) {
      if (pages.length >= maxPdfPages) throw new RangeError(`A document has at most ${maxPdfPages} pages`);
      pages.push([]);
      y = pageHeight - margin;
    }
    pages.at(-1)?.push(line);
    y -= height;
  }
  return pages;
}

function pageContent(lines: readonly PdfLine[], footer: string): string {
  const commands: string[] = [];
  let y = pageHeight - margin;
  for (const line of lines) {
    y -= line.size * 1.35 + (line.gapBefore ?? 0);
    commands.push(
      `BT /${fontResource[line.font]} ${line.size} Tf ${margin} ${y.toFixed(2)} Td ${pdfString(line.text)} Tj ET`,
    );
  }
  commands.push(`BT /F1 ${footerSize} Tf ${margin} ${margin - footerSize} Td ${pdfString(footer)} Tj ET`);
  return commands.join('\n');
}

/** Renders lines onto as many A4 pages as they need, each with a footer "<footer> i / n". */
export function renderPdf(lines: readonly PdfLine[], options: { footer: string; title: string }): Buffer {
  const pages = layoutPages(lines);
  const objects: string[] = [];
  const fontObjects = ['Helvetica', 'Helvetica-Bold', 'Courier', 'Courier-Bold'].map(
    (name) => `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`,
  );
  // 1 catalog, 2 pages, 3-6 fonts, 7 info, then page + content pairs.
  const firstPageObject = 8;
  const kids = pages.map((_, index) => `${firstPageObject + index * 2} 0 R`).join(' ');
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`);
  objects.push(...fontObjects);
  objects.push(`<< /Title ${pdfString(options.title)} /Producer (platform statements) >>`);
  pages.forEach((pageLines, index) => {
    const content = pageContent(pageLines, `${options.footer} ${index + 1} / ${pages.length}`);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R /F4 6 0 R >> >> /Contents ${firstPageObject + index * 2 + 1} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  });
  let body = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
