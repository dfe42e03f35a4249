// Byte budgets for every shipped bundle: measures raw, gzip and brotli sizes of each built file and
// fails when a group is over its budget or when a shipped file is not covered by any budget.
// Budgets live in budgets.json: { "groups": [{ "name", "dir", "match" (regex on the file path
// relative to dir), "gzipBytes", "brotliBytes", "perFile"? }] }; a group's size is the sum of its
// files, or with "perFile": true its largest file (lazy chunks: a page loads its own, not all), or
// with "largestBy": "<capture name>" the largest sum of the files sharing that capture of "match"
// (the texts of one locale: a visitor loads one locale's chunks, not all seven).
// "localeSplit" rules check that each app's entry holds English texts only (locale-split.mjs).
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';
import { localeSplitProblems } from './locale-split.mjs';
import { root } from './workspace.mjs';

const shipped = /\.(js|mjs|css|html)$/;
const { groups, localeSplit = [] } = JSON.parse(readFileSync(join(root, 'budgets.json'), 'utf8'));

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

/**
 * A group's size: the sum of its files; with "perFile" its largest file; with "largestBy" (the name
 * of a capture group of "match", e.g. a locale) the largest sum of the files that share a capture.
 */
function groupSize(group, pattern, dir, files) {
  const sums = new Map();
  for (const path of files) {
    const size = measure(path);
    const key =
      group.perFile === true ? path : group.largestBy ? pattern.exec(relative(dir, path)).groups[group.largestBy] : '';
    const sum = sums.get(key) ?? { raw: 0, gzip: 0, brotli: 0 };
    sums.set(key, { raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli });
  }
  const [key, total] = [...sums].reduce((largest, entry) => (entry[1].gzip > largest[1].gzip ? entry : largest));
  return { total, key: group.perFile === true || group.largestBy ? key : undefined };
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
  for (const path of files) covered.add(path);
  const { total, key } = groupSize(group, pattern, dir, files);
  const over = total.gzip > group.gzipBytes || total.brotli > group.brotliBytes;
  failed ||= over;
  console.log(
    `${over ? '✖' : '✓'} ${group.name}${key === undefined ? '' : ` (largest${group.largestBy ? `: ${key}` : ''})`}`.padEnd(
      42,
    ),
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

// Each app ships English in its entry and every other locale in chunks of its own (locale-split.mjs).
for (const rule of localeSplit) {
  const dir = join(root, rule.dir);
  const files = new Map(
    filesUnder(dir)
      .filter((path) => /\.(js|html)$/.test(path))
      .map((path) => [relative(dir, path), readFileSync(path, 'utf8')]),
  );
  const problems = localeSplitProblems(rule, files);
  for (const problem of problems) console.error(`✖ locale split: ${problem}`);
  if (problems.length === 0) console.log(`✓ locale split: ${rule.name}`);
  failed ||= problems.length > 0;
}

if (failed) {
  console.error('\nByte budgets: FAILED');
  process.exit(1);
}
console.log('\nByte budgets: all within budget');
