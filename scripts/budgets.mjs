// Byte budgets for every shipped bundle: measures raw, gzip and brotli sizes of each built file and
// fails when a group is over its budget or when a shipped file is not covered by any budget.
// Budgets live in budgets.json: { "groups": [{ "name", "dir", "match" (regex on the file path
// relative to dir), "gzipBytes", "brotliBytes", "perFile"? }] }; a group's size is the sum of its
// files, or with "perFile": true its largest file (lazy chunks: a page loads its own, not all).
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { root } from './workspace.mjs';

const shipped = /\.(js|mjs|css|html)$/;
const { groups } = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8'));

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : shipped.test(entry) ? [path] : [];
  });
}

function measure(path) {
  const bytes = readFileSync(path);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
let failed = false;
const covered = new Set();
const dirs = new Set(groups.map((group) => join(root, group.dir)));

console.log(
  'group'.padEnd(42),
  'files'.padStart(5),
  'raw'.padStart(11),
  'gzip'.padStart(11),
  'brotli'.padStart(11),
  '  budget (gzip/brotli)',
);
for (const group of groups) {
  const dir = join(root, group.dir);
  const pattern = new RegExp(group.match);
  const files = filesUnder(dir).filter((path) => pattern.test(relative(dir, path)));
  if (files.length === 0) {
    console.error(`✖ ${group.name}: no built files match ${group.match} in ${group.dir} (build first)`);
    failed = true;
    continue;
  }
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const path of files) {
    covered.add(path);
    const size = measure(path);
    if (group.perFile === true) {
      if (size.gzip > total.gzip) Object.assign(total, size);
    } else {
      total.raw += size.raw;
      total.gzip += size.gzip;
      total.brotli += size.brotli;
    }
  }
  const over = total.gzip > group.gzipBytes || total.brotli > group.brotliBytes;
  failed ||= over;
  console.log(
    `${over ? '✖' : '✓'} ${group.name}${group.perFile === true ? ' (largest)' : ''}`.padEnd(42),
    String(files.length).padStart(5),
    kb(total.raw).padStart(11),
    kb(total.gzip).padStart(11),
    kb(total.brotli).padStart(11),
    `  ${kb(group.gzipBytes)} / ${kb(group.brotliBytes)}`,
  );
}

for (const dir of dirs) {
  for (const path of filesUnder(dir)) {
    if (!covered.has(path)) {
      console.error(`✖ ${relative(root, path)} is shipped but no budget covers it`);
      failed = true;
    }
  }
}

if (failed) {
  console.error('\nByte budgets: FAILED');
  process.exit(1);
}
console.log('\nByte budgets: all within budget');
