import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The demo passwords and keys of a platform's data folder (test mode): random per data folder,
 * created by the server at its first start (packages/server/src/seed/demo-secrets.ts).
 */
export interface DemoSecrets {
  passwords: { retail: string; merchant: string; operator: string };
  merchantKeys: { publishable: string; secret: string };
}

export function demoSecretsIn(dataDir: string): DemoSecrets {
  return JSON.parse(readFileSync(join(dataDir, 'secrets', 'demo-secrets.json'), 'utf8')) as DemoSecrets;
}

/** The shared server's (global-setup.ts exports its data folder as E2E_DATA_DIR). */
export function sharedDemoSecrets(): DemoSecrets {
  const dataDir = process.env['E2E_DATA_DIR'];
  if (dataDir === undefined || dataDir === '') throw new Error('E2E_DATA_DIR is not set: run through playwright');
  return demoSecretsIn(dataDir);
}

/** The demo brand's sign-ins (packages/server/src/seed/demo-users.ts), with the data folder's passwords. */
export function demoSignIns(secrets: DemoSecrets) {
  return {
    retail: { email: 'demo@demo-exchange.example', password: secrets.passwords.retail },
    merchant: { email: 'merchant@demo-exchange.example', password: secrets.passwords.merchant },
    operator: { email: 'reviewer@demo-exchange.example', password: secrets.passwords.operator },
  };
}
