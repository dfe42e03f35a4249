/**
 * Shipped embed sizes next to comparable SDKs (bench/README.md, "Bundle sizes"): gzip (level 9) and
 * brotli (quality 11) of packages/sdk/dist/v1.js (the script tag merchants load) and of
 * packages/widget/dist/assets/*.js (the widget inside the iframe), measured as scripts/budgets.mjs
 * does, printed beside the figures of ../shared/REFERENCES.md. Reads the built files only: build them
 * with `pnpm run build:apps` first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sdkScript = join(root, 'packages/sdk/dist/v1.js');
const widgetAssets = join(root, 'packages/widget/dist/assets');

/** ../shared/REFERENCES.md, "Embed SDKs", as written there (the figures below are read from it). */
const referenceQuote =
  '- Script sizes measured (minified, gzip): Ramp 7.9 KB, Transak 7.9 KB, Coinbase 2.9 KB, Wert ' +
  '2.6 KB, BTCPay modal 1.3 KB (no inline mode, no typed events); MoonPay and Stripe ship a loader ' +
  'that fetches a second, larger script at run time.';
const references: { name: string; gzipKb: number }[] = [
  { name: 'Ramp', gzipKb: 7.9 },
  { name: 'Transak', gzipKb: 7.9 },
  { name: 'Coinbase', gzipKb: 2.9 },
  { name: 'Wert', gzipKb: 2.6 },
  { name: 'BTCPay modal', gzipKb: 1.3 },
];
const referencesPath = resolve(root, '../shared/REFERENCES.md');

interface Size {
  path: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function measure(path: string): Size {
  const bytes = readFileSync(path);
  return {
    path: relative(root, path),
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

// KB = 1024 bytes, as scripts/budgets.mjs prints them (REFERENCES.md does not say which KB it means).
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
const row = (cells: string[]) =>
  cells.map((cell, index) => (index === 0 ? cell.padEnd(48) : cell.padStart(11))).join(' ');

const widgetScripts = existsSync(widgetAssets)
  ? readdirSync(widgetAssets)
      .filter((name) => name.endsWith('.js'))
      .sort()
      .map((name) => join(widgetAssets, name))
  : [];
const missing = [
  ...(existsSync(sdkScript) ? [] : [relative(root, sdkScript)]),
  ...(widgetScripts.length === 0 ? [`${relative(root, widgetAssets)}/*.js`] : []),
];
if (missing.length > 0) {
  console.error(`Not built: ${missing.join(', ')}.`);
  console.error('Run `pnpm run build:apps` (rollup) from the repository root first, then run this again.');
  process.exit(1);
}

const sdk = measure(sdkScript);
const widget = widgetScripts.map(measure);
// The widget's entry holds its English texts; each other locale's texts are a chunk (texts-widget-<locale>):
// a visitor loads the entry and at most one of them, so the total is the entry and the largest.
const isLocaleTexts = (size: Size) => /\/texts-[\w-]+\.js$/.test(size.path);
const largestTexts = widget.filter(isLocaleTexts).sort((a, b) => b.gzip - a.gzip)[0];
const widgetTotal = [...widget.filter((size) => !isLocaleTexts(size)), ...(largestTexts ? [largestTexts] : [])].reduce(
  (sum, size) => ({ ...sum, raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }),
  { path: 'widget JS for one visitor (entry, largest locale texts)', raw: 0, gzip: 0, brotli: 0 },
);

console.log(row(['file', 'raw', 'gzip', 'brotli']));
for (const size of [sdk, ...widget, ...(widget.length > 1 ? [widgetTotal] : [])]) {
  console.log(row([size.path, kb(size.raw), kb(size.gzip), kb(size.brotli)]));
}

console.log('');
console.log('Embed scripts of comparable SDKs (minified, gzip), from ../shared/REFERENCES.md:');
console.log(`  "${referenceQuote}"`);
if (existsSync(referencesPath)) {
  const normalise = (text: string) => text.replace(/\s+/g, ' ');
  const found = normalise(readFileSync(referencesPath, 'utf8')).includes(normalise(referenceQuote));
  console.log(
    found
      ? '  (quote checked against ../shared/REFERENCES.md)'
      : '  (WARNING: ../shared/REFERENCES.md no longer contains this line; check the figures)',
  );
}
console.log('');
console.log(row(['embed script', 'gzip', 'ours / it']));
console.log(row([`this platform: ${sdk.path}`, kb(sdk.gzip), '1.00']));
for (const reference of references) {
  console.log(
    row([reference.name, `${reference.gzipKb.toFixed(2)} KB`, (sdk.gzip / 1024 / reference.gzipKb).toFixed(2)]),
  );
}
console.log('');
console.log(
  `The widget (${kb(widgetTotal.gzip)} gzip, ${kb(widgetTotal.brotli)} brotli) is the app inside the iframe; the` +
    ' references measure only the script a merchant page loads, so it has no figure to set beside it.',
);
