import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dropEndpointDocs } from './drop-endpoint-docs.mjs';
import { root } from './workspace.mjs';

describe('dropEndpointDocs (browser builds)', () => {
  it('removes summary and description of each row and nothing else', () => {
    const source = `export const rows = {
  a: defineEndpoint({
    method: 'GET',
    path: '/a',
    summary: 'A, with a comma, inside',
    description: \`several
lines\`,
    tags: ['x'],
    details: z.object({ summary: z.string() }),
  }),
};`;
    const dropped = dropEndpointDocs(source);
    expect(dropped).not.toMatch(/A, with a comma|several/);
    expect(dropped).toContain("method: 'GET'");
    expect(dropped).toContain("tags: ['x']");
    // A field named summary inside a schema is data, not documentation.
    expect(dropped).toContain('z.object({ summary: z.string() })');
  });

  it('leaves every row file valid TypeScript without any summary or description', () => {
    const accounts = readFileSync(join(root, 'packages/core/src/api/endpoints/accounts.ts'), 'utf8');
    const dropped = dropEndpointDocs(accounts);
    expect(dropped.length).toBeLessThan(accounts.length);
    expect(dropped).not.toMatch(/^\s+(summary|description):/m);
    expect(dropped).toContain("path: '/users/login'");
  });
});
