import { describe, expect, it } from 'vitest';
import { csvCell, csvFile, toCsv } from './csv.js';

describe('CSV export', () => {
  it('quotes cells holding a comma, quote or line break and doubles quotes (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(
      toCsv([
        ['a', 'b'],
        ['1', '2,5'],
      ]),
    ).toBe('a,b\r\n1,"2,5"\r\n');
  });

  it('makes cells that a spreadsheet would run as a formula plain text', () => {
    for (const start of ['=', '+', '-', '@', '\t']) expect(csvCell(`${start}1`)).toBe(`'${start}1`);
    expect(csvCell('\r1')).toBe(`"'\r1"`);
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
    expect(csvCell('ok=1')).toBe('ok=1');
  });

  it('is a UTF-8 file with a byte order mark', async () => {
    const file = csvFile([['Ä', 'ö']]);
    expect(file.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('Ä,ö\r\n');
  });
});
