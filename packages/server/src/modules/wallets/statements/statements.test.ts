import { describe, expect, it } from 'vitest';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../../app.js';
import type { Database } from '../../../db/database.js';
import { buildTestApp } from '../../../testing/test-app.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { createTestUser, type TestUser } from '../../accounts/testing.js';
import { accountIdOf, createTransfers } from '../../ledger/ledger-service.js';
import { creditTestDeposit } from '../deposits/test-deposit.js';
import { expectLedgerReconciles, testWalletsEnv } from '../testing.js';
import { maxPdfPages, renderPdf, type PdfLine } from './pdf-document.js';
import { readPdf } from './pdf-reading.js';
import { csvField, statementCsv } from './statement-csv.js';
import { buildStatement } from './statement-data.js';
import { statementPdf } from './statement-pdf.js';

/** RFC 4180 reader for the tests: quoted fields, doubled quotes, CRLF records. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      record.push(field);
      field = '';
    } else if (character === '\r' && text[index + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      index += 1;
    } else field += character;
  }
  return records;
}

/** Checks the PDF's structure (header, xref table, trailer, stream lengths, %%EOF) and reads its text. */
function expectWellFormedPdf(bytes: Buffer) {
  expect(bytes.subarray(0, 9).toString('latin1')).toBe('%PDF-1.4\n');
  expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  const pdf = readPdf(bytes);
  expect(pdf.objects.size).toBeGreaterThan(6);
  return pdf;
}

/** The text of every page, one line of the page a line. */
const allText = (pdf: ReturnType<typeof readPdf>) => pdf.pages.map((page) => page.join('\n')).join('\n');

/** Text in the four languages whose letters WinAnsi lacked or folded, as the PDF must print them. */
const nordicAndCzech = ['Příliš žluťoučký kůň úpěl ďábelské ódy', 'Größe', 'Ærøskøbing', 'Hyvää päivää'];

describe('statement files', () => {
  it('guards spreadsheet formulas and quotes per RFC 4180', () => {
    expect(csvField('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvField('+1')).toBe(`'+1`);
    expect(csvField('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(csvField('-2')).toBe(`'-2`);
    expect(csvField('\tx')).toBe(`'\tx`);
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('0.50000000')).toBe('0.50000000');
  });

  it('prints Czech, German, Norwegian and Finnish letters as they are, from an embedded Unicode font', async () => {
    const lines: PdfLine[] = [
      ...nordicAndCzech.map((text) => ({ text, font: 'regular' as const, size: 10 })),
      { text: '€ Výpis z účtu ø — a(b)c\\', font: 'bold', size: 12 },
      {
        text: [
          { text: 'Größe', at: 0 },
          { text: '12.50', at: 120, align: 'right' },
        ],
        font: 'mono',
        size: 8,
      },
    ];
    const pdf = expectWellFormedPdf(await renderPdf(lines, { footer: 'Strana', title: 'Výpis z účtu' }));
    expect(pdf.pages).toEqual([[...nordicAndCzech, '€ Výpis z účtu ø — a(b)c\\', 'Größe 12.50', 'Strana 1 / 1']]);
    const dictionaries = [...pdf.objects.values()].map((object) => object.dictionary).join('\n');
    // Embedded TrueType subsets (no standard font a reader substitutes), each with a ToUnicode map.
    expect(dictionaries).toMatch(/\/FontFile2 \d+ 0 R/);
    expect(dictionaries).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
    expect(dictionaries).not.toMatch(/\/BaseFont \/(Helvetica|Courier)/);
    expect(dictionaries).not.toContain('WinAnsiEncoding');
  });

  it('breaks long documents into pages, each with its footer', async () => {
    const lines = Array.from({ length: 200 }, (_, index) => ({
      text: `line ${index}`,
      font: 'mono' as const,
      size: 8,
    }));
    const bytes = await renderPdf(lines, { footer: 'Page', title: 'T' });
    const pdf = expectWellFormedPdf(bytes);
    expect(bytes.toString('latin1')).toContain('/Count 3');
    expect(pdf.pages.length).toBe(3);
    expect(pdf.pages[2]?.at(-1)).toBe('Page 3 / 3');
    expect(pdf.pages.flat().filter((line) => line.startsWith('line '))).toEqual(lines.map((line) => line.text));
    await expect(renderPdf(lines, { footer: 'Page', title: 'T', maxPages: 2 })).rejects.toThrow(RangeError);
    expect(maxPdfPages).toBe(2000);
  });
});

forEachDatabase('account statements', ({ openTestDatabase }) => {
  let app: App;
  let database: Database;
  let user: TestUser;
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildTestApp({ database });
    user = await createTestUser(app, { firstName: '=cmd|calc', lastName: 'Tester' });
    const deposit = (currency: 'BTC' | 'EUR', amountBaseUnits: bigint, clientId: string) =>
      creditTestDeposit(database, {
        brandId: 'brd_demo',
        userId: user.userId,
        currency,
        amountBaseUnits,
        clientId,
        network: testWalletsEnv.depositNetwork,
      });
    await deposit('BTC', 70_000_000n, 'st-1');
    await deposit('EUR', 25_050n, 'st-2');
    // A withdrawal that settled (hold then post) and one still held: in orders, not available.
    const btc = accountIdOf({ owner: user.userId, asset: 'BTC', kind: 'user' });
    const clearing = accountIdOf({ owner: 'platform', asset: 'BTC', kind: 'chain_clearing' });
    const hold = {
      type: 'pending' as const,
      debitAccountId: btc,
      creditAccountId: clearing,
      asset: 'BTC' as const,
      code: 'withdrawal',
    };
    await createTransfers(database, [
      { ...hold, id: 'st-hold-1', amount: 10_000_000n },
      { type: 'post_pending', id: 'st-post-1', pendingId: 'st-hold-1' },
      { ...hold, id: 'st-hold-2', amount: 5_000_000n },
    ]);
  });
  afterAll(async () => {
    await expectLedgerReconciles(database);
    await app.close();
  });

  const statement = (query: string, as: TestUser = user) =>
    app.inject({ method: 'GET', url: `/api/users/statements?${query}`, headers: as.headers });

  it('downloads a CSV whose closing balances equal the wallet balances (available + in orders)', async () => {
    const response = await statement(`from=${today}&to=${today}&format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="statement-${today}-${today}.csv"`);
    expect(response.body.includes('\r\n')).toBe(true);
    const records = parseCsv(response.body);
    expect(records).toContainEqual(['Name', "'=cmd|calc Tester"]);
    const summaryHeader = records.findIndex((record) => record[0] === 'Currency' && record[1] === 'Opening balance');
    const summary = new Map(records.slice(summaryHeader + 1, summaryHeader + 3).map((record) => [record[0], record]));
    expect(summary.get('BTC')).toEqual(['BTC', '0.00000000', '0.70000000', '0.10000000', '0.60000000']);
    expect(summary.get('EUR')).toEqual(['EUR', '0.00', '250.50', '0.00', '250.50']);
    const wallets = (
      await app.inject({ method: 'GET', url: '/api/users/getUserBalances', headers: user.headers })
    ).json().request_details.wallets as { currency: string; available_balance: string; deposit_in_orders: string }[];
    const btc = wallets.find((wallet) => wallet.currency === 'BTC');
    expect(btc).toMatchObject({ available_balance: '0.55000000', deposit_in_orders: '0.05000000' });
    expect(Number(btc?.available_balance) + Number(btc?.deposit_in_orders)).toBeCloseTo(
      Number(summary.get('BTC')?.[4]),
      8,
    );
    expect(wallets.find((wallet) => wallet.currency === 'EUR')?.available_balance).toBe(summary.get('EUR')?.[4]);
    const movementsHeader = records.findIndex((record) => record[0] === 'Date' && record[2] === 'Type');
    const movements = records.slice(movementsHeader + 1);
    expect(movements.map((record) => [record[1], record[2], record[4], record[5], record[6]])).toEqual([
      ['BTC', 'Deposit', '0.70000000', '', '0.70000000'],
      ['BTC', 'Withdrawal', '', '0.10000000', '0.60000000'],
      ['EUR', 'Deposit', '250.50', '', '250.50'],
    ]);
  });

  it('downloads the same statement as a well-formed PDF, with headings in the asked language', async () => {
    const response = await statement(`from=${today}&to=${today}&format=pdf&lang=de`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = expectWellFormedPdf(response.rawPayload);
    expect(pdf.pages[0]?.[0]).toMatch(/^Kontoauszug/);
    const text = allText(pdf);
    expect(text).toContain('Endsaldo');
    expect(text).toContain('0.60000000');
    expect(text).toContain('250.50');
  });

  it('prints the holder’s name and the Czech headings with their letters as they are', async () => {
    const czech = await createTestUser(app, { firstName: 'Příliš žluťoučký', lastName: 'Kůň Ærøskøbing' });
    await creditTestDeposit(database, {
      brandId: 'brd_demo',
      userId: czech.userId,
      currency: 'EUR',
      amountBaseUnits: 1_000n,
      clientId: 'st-cz',
      network: testWalletsEnv.depositNetwork,
    });
    const response = await statement(`from=${today}&to=${today}&format=pdf&lang=cz`, czech);
    expect(response.statusCode).toBe(200);
    const pdf = expectWellFormedPdf(response.rawPayload);
    const text = allText(pdf);
    expect(pdf.pages[0]?.[0]).toMatch(/^Výpis z účtu — /);
    expect(text).toContain('Příliš žluťoučký Kůň Ærøskøbing');
    expect(text).toContain('TESTOVACÍ REŽIM: žádné skutečné prostředky');
    expect(text).toContain('10.00');
  });

  it('renders a long statement within the page limit, in bounded time and size', async () => {
    const movementLines = 5_000;
    const table = {
      header: [
        ['Výpis z účtu', 'Demo'],
        ['Jméno', 'Příliš žluťoučký kůň'],
      ],
      summaryTitle: 'Souhrn',
      summary: [
        ['Měna', 'Počáteční zůstatek'],
        ['BTC', '0.00000000'],
      ],
      movementsTitle: 'Pohyby',
      movements: Array.from({ length: movementLines }, (_, index) => [
        '2026-01-01 12:00:00',
        'BTC',
        'Vklad',
        `txn_${index.toString(36).padStart(24, '0')}`,
        `0.${String(index).padStart(8, '0')}`,
        '',
        `${index}.00000000`,
      ]),
      emptyNote: undefined,
    };
    const started = performance.now();
    const bytes = await statementPdf(table, { page: 'Strana', title: 'Výpis z účtu' });
    const elapsedMs = performance.now() - started;
    const pdf = expectWellFormedPdf(bytes);
    expect(pdf.pages.length).toBeLessThan(maxPdfPages);
    expect(pdf.pages.flat().filter((line) => line.startsWith('2026-01-01 12:00:00 BTC Vklad txn_')).length).toBe(
      movementLines,
    );
    expect(pdf.pages.at(-1)?.at(-1)).toBe(`Strana ${pdf.pages.length} / ${pdf.pages.length}`);
    // About 60 pages: fonts are embedded once, as subsets, and page contents are compressed.
    expect(bytes.length).toBeLessThan(2_000_000);
    expect(elapsedMs).toBeLessThan(20_000);
  });

  it('computes opening balances from the ledger for a period starting after earlier movements', async () => {
    const result = await buildStatement(database, {
      userId: user.userId,
      periodStart: new Date(Date.now() + 60_000),
      periodEnd: new Date(Date.now() + 120_000),
    });
    expect(result.assets.map((asset) => [asset.currency, asset.opening, asset.closing, asset.moneyIn])).toEqual([
      ['BTC', 60_000_000n, 60_000_000n, 0n],
      ['EUR', 25_050n, 25_050n, 0n],
    ]);
    expect(
      statementCsv({
        header: [],
        summaryTitle: 's',
        summary: [],
        movementsTitle: 'm',
        movements: [],
        emptyNote: 'none',
      }),
    ).toBe('\r\ns\r\n\r\nm\r\nnone\r\n');
  });

  it('refuses bad periods and formats with a field message', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const cases: [string, string][] = [
      ['from=2025-01-01&to=2026-01-02', 'to'],
      [`from=${today}&to=${tomorrow}`, 'to'],
      ['from=2026-03-02&to=2026-03-01', 'to'],
      ['from=2026-02-30&to=2026-03-01', 'from'],
      [`from=${today}&to=${today}&format=xlsx`, 'format'],
      [`from=${today}&to=${today}&lang=xx`, 'lang'],
      [`to=${today}`, 'from'],
    ];
    for (const [query, field] of cases) {
      const response = await statement(query);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error_message), query).toContain(field);
    }
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/users/statements?from=${today}&to=${today}`,
      headers: { host: 'localhost' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 403 when the brand has statements switched off', async () => {
    await database.query(
      `update brands set configuration = jsonb_set(configuration, '{enable_statements}', '0'::jsonb) where id = 'brd_alt'`,
    );
    const altUser = await createTestUser(app, { host: 'alt.localhost' });
    const response = await statement(`from=${today}&to=${today}`, altUser);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error_code: 'forbidden' });
  });
});
