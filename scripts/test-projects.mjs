// The vitest projects (vitest.config.ts) in the order `npm test` runs them (scripts/test.mjs):
// every project belongs to exactly one group (test-projects.test.mjs checks it).
export const testProjectGroups = {
  /** First, alone: they time user interactions. */
  frontEnd: ['scripts', 'core', 'sdk', 'widget', 'checkout', 'members-app'],
  /** Then the server's tests. */
  server: ['server'],
  /** With them: one Litecoin Core regtest node and one Anvil for all its files. */
  chainNodes: ['server-chain-nodes'],
};

export const projectArgs = (projects) => projects.flatMap((project) => ['--project', project]);
