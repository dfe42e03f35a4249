/**
 * Lighthouse (npm `lighthouse`, mobile preset: the default config's simulated slow 4G and 4× CPU)
 * on the public pages, issue 18's goals; bench/README.md, "Lighthouse (public pages)".
 * The built production server (packages/server/dist/server.js, run `npm run build` first) runs in
 * test mode on a fresh data folder on a free loopback port; Debian's Chromium (CHROMIUM_PATH,
 * /usr/bin/chromium; nothing is downloaded) is started by chrome-launcher, headless, once per run.
 * Pages: the home page, /prices and one coin page (/prices/btc); BENCH_ROUNDS (3) runs each.
 * Printed: each run's performance, accessibility, best-practices and SEO scores (0–100), the median
 * of each page against the goals (performance ≥ 95, accessibility ≥ 95, best practices ≥ 95, SEO
 * 100), the load average before and after. Performance is CPU-bound in Lighthouse's simulation:
 * on a loaded machine it reads lower than on a quiet one (the load average says how loaded).
 */
import { loadavg } from 'node:os';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startBuiltServer } from './built-server.js';
import { positiveInteger } from './env.js';

const rounds = positiveInteger('BENCH_ROUNDS', 3);
const pages = (process.env['BENCH_PAGES'] || '/,/prices,/prices/btc').split(',');
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];
const goals: Record<Category, number> = { performance: 95, accessibility: 95, 'best-practices': 95, seo: 100 };
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

interface Run {
  scores: Record<Category, number>;
  /** Largest contentful paint and total blocking time (simulated), ms: what moves the performance score. */
  lcpMs: number;
  tbtMs: number;
}

/** What a failing audit lists (e.g. the inspector issues' types), for the printout. */
function auditItems(details: unknown): string {
  const items = (details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const names = items.map((item) => String(item['issueType'] ?? item['node'] ?? item['url'] ?? '')).filter(Boolean);
  return names.length === 0 ? '' : ` (${names.slice(0, 3).join('; ')})`;
}

async function audit(url: string): Promise<Run> {
  const chrome = await launch({ chromePath: process.env['CHROMIUM_PATH'] || '/usr/bin/chromium', chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (result === undefined) throw new Error(`lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError !== undefined) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      categories.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const failing = categories.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1 && category !== 'performance')
        .map((ref) => `${category}: ${ref.id}${auditItems(lhr.audits[ref.id]?.details)}`),
    );
    if (failing.length > 0) console.log(`    failing audits: ${failing.join(', ')}`);
    return {
      scores,
      lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    };
  } finally {
    chrome.kill();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const row = (label: string, scores: Record<Category, number>, extra: string) =>
  `${label.padEnd(22)}${categories.map((category) => String(scores[category]).padStart(16)).join('')}  ${extra}`;

async function main(): Promise<void> {
  console.log(`Lighthouse ${rounds} run(s) per page, mobile preset; load average before: ${load()}`);
  const server = await startBuiltServer('bench-lighthouse-');
  let allMet = true;
  try {
    // The rates refresher's first round fills the market state; a warm-up request per page.
    for (const path of pages) await fetch(new URL(path, server.origin));
    console.log(`${'page / run'.padEnd(22)}${categories.map((category) => category.padStart(16)).join('')}`);
    for (const path of pages) {
      const runs: Run[] = [];
      for (let round = 1; round <= rounds; round += 1) {
        const run = await audit(new URL(path, server.origin).href);
        runs.push(run);
        console.log(
          row(
            `${path} #${round}`,
            run.scores,
            `LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, load ${load()}`,
          ),
        );
      }
      const medians = Object.fromEntries(
        categories.map((category) => [category, median(runs.map((run) => run.scores[category]))]),
      ) as Record<Category, number>;
      const unmet = categories.filter((category) => medians[category] < goals[category]);
      allMet &&= unmet.length === 0;
      console.log(
        row(`${path} median`, medians, unmet.length === 0 ? '✓ goals met' : `✖ below goal: ${unmet.join(', ')}`),
      );
    }
  } finally {
    server.stop();
  }
  console.log(`load average after: ${load()}`);
  console.log(
    `goals (performance ≥ ${goals.performance}, accessibility ≥ ${goals.accessibility}, best practices ≥ ${goals['best-practices']}, SEO ${goals.seo}): ${allMet ? 'all met' : 'NOT all met'}`,
  );
}

await main();
