import { describe, expect, it } from 'vitest';
import { localeSplitProblems } from './locale-split.mjs';

const rule = {
  name: 'app',
  entry: '^assets/app-[\\w-]+\\.js$',
  localeChunk: '^assets/texts-shell-{locale}-[\\w-]+\\.js$',
  texts: { cz: ['Načítání…'], de: ['Wird geladen…'] },
};
const html = '<script type="module" src="/assets/app-AbCd1234.js"></script>';

describe('the locale split of a built app', () => {
  it('holds when the entry has English only and each locale chunk has its texts', () => {
    const files = new Map([
      ['index.html', html],
      ['assets/app-AbCd1234.js', 'const t={loading:"Loading…"};import("./texts-shell-cz-Xy12Zz90.js")'],
      ['assets/texts-shell-cz-Xy12Zz90.js', 'export const cz={loading:"Načítání…"}'],
      ['assets/texts-shell-de-Qw12Zz90.js', 'export const de={loading:"Wird geladen…"}'],
    ]);
    expect(localeSplitProblems(rule, files)).toEqual([]);
  });

  it('fails when the entry carries another locale (every locale in one bundle, as before the split)', () => {
    const files = new Map([
      ['index.html', html],
      [
        'assets/app-AbCd1234.js',
        'const t={en:{loading:"Loading…"},cz:{loading:"Načítání…"},de:{loading:"Wird geladen…"}}',
      ],
    ]);
    expect(localeSplitProblems(rule, files)).toEqual([
      'app: assets/app-AbCd1234.js holds the cz text "Načítání…"',
      'app: no cz chunk (^assets/texts-shell-{locale}-[\\w-]+\\.js$) holds "Načítání…"',
      'app: assets/app-AbCd1234.js holds the de text "Wird geladen…"',
      'app: no de chunk (^assets/texts-shell-{locale}-[\\w-]+\\.js$) holds "Wird geladen…"',
    ]);
  });

  it('fails when the entry imports a chunk statically (index.html preloads it)', () => {
    const files = new Map([
      ['index.html', `<link rel="modulepreload" href="/assets/zod-AbCd1234.js" />${html}`],
      ['assets/app-AbCd1234.js', 'import"./zod-AbCd1234.js"'],
      ['assets/texts-shell-cz-Xy12Zz90.js', '"Načítání…"'],
      ['assets/texts-shell-de-Qw12Zz90.js', '"Wird geladen…"'],
    ]);
    expect(localeSplitProblems(rule, files)).toEqual([
      'app: index.html preloads a chunk: the entry imports it statically',
    ]);
  });
});
