import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stripRowsForBrowsers } from './strip-rows-for-browsers.mjs';
import { root } from './workspace.mjs';

describe('stripRowsForBrowsers (browser builds)', () => {
  it('removes summary, description and request of each row and nothing else', () => {
    const source = `export const rows = {
  a: defineEndpoint({
    method: 'GET',
    path: '/a',
    summary: 'A, with a comma, inside',
    description: \`several
lines\`,
    tags: ['x'],
    request: { body: z.object({ a: z.string() }) },
    details: z.object({ summary: z.string() }),
  }),
};`;
    const dropped = stripRowsForBrowsers(source);
    expect(dropped).not.toMatch(/A, with a comma|several|request:/);
    expect(dropped).toContain("method: 'GET'");
    expect(dropped).toContain("tags: ['x']");
    // A field named summary inside a schema is data, not documentation.
    expect(dropped).toContain('z.object({ summary: z.string() })');
  });

  it('leaves the accounts rows without any summary, description or request', () => {
    const accounts = readFileSync(join(root, 'packages/core/src/api/endpoints/accounts.ts'), 'utf8');
    const dropped = stripRowsForBrowsers(accounts);
    expect(dropped.length).toBeLessThan(accounts.length);
    expect(dropped).not.toMatch(/^\s+(summary|description|request):/m);
    expect(dropped).toContain("path: '/users/login'");
  });
});
