// The locale split of the apps' texts, checked on the built files (scripts/budgets.mjs runs it; rules
// in budgets.json, "localeSplit"): an app's entry holds English only, each other locale's texts are
// in that locale's chunk, and the entry loads no other chunk statically (index.html preloads none),
// so nothing the first screen needs sits in a chunk beside the entry, out of its budget.
//
// A rule: { name, dir, entry (regex on the path relative to dir), localeChunk (the same, `{locale}`
// standing for the locale code), texts: { [locale]: [text, …] } }, where each text is one of the
// locale's texts that the entry shows in English (e.g. the `app` namespace's "Loading…").

/**
 * @param {{ name: string, entry: string, localeChunk: string, texts: Record<string, string[]> }} rule
 * @param {Map<string, string>} files path relative to the rule's dir → content (JS and index.html)
 * @returns {string[]} what is wrong, empty when the split holds
 */
export function localeSplitProblems(rule, files) {
  const problems = [];
  const matching = (pattern) => [...files.keys()].filter((path) => new RegExp(pattern).test(path));
  const entries = matching(rule.entry);
  if (entries.length === 0) return [`${rule.name}: no entry file matches ${rule.entry}`];
  for (const [locale, texts] of Object.entries(rule.texts)) {
    const chunks = matching(rule.localeChunk.replaceAll('{locale}', locale));
    for (const text of texts) {
      for (const entry of entries) {
        if (files.get(entry).includes(text)) problems.push(`${rule.name}: ${entry} holds the ${locale} text "${text}"`);
      }
      if (!chunks.some((chunk) => files.get(chunk).includes(text))) {
        problems.push(`${rule.name}: no ${locale} chunk (${rule.localeChunk}) holds "${text}"`);
      }
    }
  }
  const html = files.get('index.html');
  if (html?.includes('rel="modulepreload"')) {
    problems.push(`${rule.name}: index.html preloads a chunk: the entry imports it statically`);
  }
  return problems;
}
