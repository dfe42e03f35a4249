import { renderPdf, type PdfLine, type PdfPiece } from './pdf-document.js';
import type { StatementTable } from './statement-table.js';

/** Column widths (characters of DejaVu Sans Mono) of the summary and movements tables. */
const summaryWidths = [10, 20, 20, 20, 20];
const movementWidths = [19, 5, 16, 28, 17, 17, 17];
/** DejaVu Sans Mono's advance width: 1233 of its 2048 units per em, the same for every glyph. */
const monoAdvanceEm = 1233 / 2048;

const isAmount = (text: string) => /^-?[0-9]+\.[0-9]+$/.test(text);

/** A table row: each cell in its column (cut with … when too long), amounts right-aligned as they read best. */
function tableRow(cells: readonly string[], widths: readonly number[], size: number): PdfPiece[] {
  const advance = size * monoAdvanceEm;
  const pieces: PdfPiece[] = [];
  let column = 0;
  cells.forEach((cell, index) => {
    const width = widths[index] ?? 12;
    const text = cell.length > width ? `${cell.slice(0, width - 1)}…` : cell;
    pieces.push(
      isAmount(text) ? { text, at: (column + width) * advance, align: 'right' } : { text, at: column * advance },
    );
    column += width + 1;
  });
  return pieces;
}

/** The statement as a PDF: header block, summary table, movements table (monospaced columns). */
export function statementPdf(table: StatementTable, copy: { page: string; title: string }): Promise<Buffer> {
  const lines: PdfLine[] = [];
  const [titleRow, ...headerRows] = table.header;
  lines.push({ text: (titleRow ?? []).join(' — '), font: 'bold', size: 16 });
  for (const row of headerRows) {
    const text = row.length === 3 ? `${row[0]}: ${row[1]} – ${row[2]}` : row.join(': ');
    lines.push({ text, font: 'regular', size: 10 });
  }
  lines.push({ text: table.summaryTitle, font: 'bold', size: 12, gapBefore: 12 });
  table.summary.forEach((row, index) =>
    lines.push({ text: tableRow(row, summaryWidths, 8), font: index === 0 ? 'monoBold' : 'mono', size: 8 }),
  );
  lines.push({ text: table.movementsTitle, font: 'bold', size: 12, gapBefore: 12 });
  table.movements.forEach((row, index) =>
    lines.push({ text: tableRow(row, movementWidths, 6.5), font: index === 0 ? 'monoBold' : 'mono', size: 6.5 }),
  );
  if (table.emptyNote !== undefined) lines.push({ text: table.emptyNote, font: 'regular', size: 10 });
  return renderPdf(lines, { footer: copy.page, title: copy.title });
}
