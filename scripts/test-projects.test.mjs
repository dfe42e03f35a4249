import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testProjectGroups } from './test-projects.mjs';
import { root } from './workspace.mjs';

describe('the groups npm test runs the vitest projects in', () => {
  it('hold every project of vitest.config.ts exactly once', () => {
    const config = readFileSync(join(root, 'vitest.config.ts'), 'utf8');
    const projects = [...config.matchAll(/\bname: '([a-z-]+)'/g)].map((match) => match[1]);
    expect(projects.length).toBeGreaterThan(5);
    const grouped = Object.values(testProjectGroups).flat();
    expect([...grouped].sort()).toEqual([...projects].sort());
  });
});
