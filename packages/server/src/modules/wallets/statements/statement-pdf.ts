import { renderPdf, type PdfLine } from './minimal-pdf.js';
import type { StatementTable } from './statement-table.js';

/** Column widths (characters of Courier) of the summary and movements tables. */
const summaryWidths = [10, 20, 20, 20, 20];
const movementWidths = [19, 5, 16, 28, 17, 17, 17];

function monoRow(cells: readonly string[], widths: readonly number[]): string {
  return cells
    .map((cell, index) => {
      const width = widths[index] ?? 12;
      const text = cell.length > width ? `${cell.slice(0, width - 1)}…` : cell;
      // Amounts read best right-aligned.
      return /^-?[0-9]+\.[0-9]+$/.test(text) ? text.padStart(width) : text.padEnd(width);
    })
    .join(' ');
}

/** The statement as a PDF: header block, summary table, movements table (monospaced columns). */
export function statementPdf(table: StatementTable, copy: { page: string; title: string }): Buffer {
  const lines: PdfLine[] = [];
  const [titleRow, ...headerRows] = table.header;
  lines.push({ text: (titleRow ?? []).join(' — '), font: 'bold', size: 16 });
  for (const row of headerRows) {
    const text = row.length === 3 ? `${row[0]}: ${row[1]} – ${row[2]}` : row.join(': ');
    lines.push({ text, font: 'regular', size: 10 });
  }
  lines.push({ text: table.summaryTitle, font: 'bold', size: 12, gapBefore: 12 });
  table.summary.forEach((row, index) =>
    lines.push({ text: monoRow(row, summaryWidths), font: index === 0 ? 'monoBold' : 'mono', size: 8 }),
  );
  lines.push({ text: table.movementsTitle, font: 'bold', size: 12, gapBefore: 12 });
  table.movements.forEach((row, index) =>
    lines.push({ text: monoRow(row, movementWidths), font: index === 0 ? 'monoBold' : 'mono', size: 6.5 }),
  );
  if (table.emptyNote !== undefined) lines.push({ text: table.emptyNote, font: 'regular', size: 10 });
  return renderPdf(lines, { footer: copy.page, title: copy.title });
}
