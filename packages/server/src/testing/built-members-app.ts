import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The members app's index.html as the build writes it (rollup.config.mjs htmlPage). */
export function builtMembersApp(): string {
  const appsDir = mkdtempSync(join(tmpdir(), 'server-apps-'));
  mkdirSync(join(appsDir, 'members-app/dist'), { recursive: true });
  writeFileSync(
    join(appsDir, 'members-app/dist/index.html'),
    [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="utf-8" />',
      '    <title>Members</title>',
      '    <script type="module" src="/assets/members-app-Bx7Kq2Lp.js"></script>',
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      '  </body>',
      '</html>',
    ].join('\n'),
  );
  return appsDir;
}
