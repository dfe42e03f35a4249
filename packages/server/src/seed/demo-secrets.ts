import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * The demo data's secrets (test mode only): the demo users' passwords and the demo merchant's test
 * keys. They are random per data folder, created once in `<DATA_DIR>/secrets/demo-secrets.json`
 * (folder 0700, file 0600), so a test-mode platform exposed by mistake does not open with public
 * constants. `npm start` prints them; the e2e tests and `scripts/start.mjs` read this file.
 */
export interface DemoSecrets {
  passwords: { retail: string; merchant: string; operator: string };
  merchantKeys: { publishable: string; secret: string };
}

const keySchema = (prefix: string) => z.string().regex(new RegExp(`^${prefix}_test_[A-Za-z0-9_-]{43}$`));
const passwordSchema = z.string().min(12).max(200);
const demoSecretsSchema = z.object({
  passwords: z.object({ retail: passwordSchema, merchant: passwordSchema, operator: passwordSchema }),
  merchantKeys: z.object({ publishable: keySchema('pk'), secret: keySchema('sk') }),
});

export function demoSecretsPath(dataDir: string): string {
  return join(dataDir, 'secrets', 'demo-secrets.json');
}

/** Fresh random secrets: passwords of 16 random bytes, keys of 32 (the merchants module's format). */
export function generateDemoSecrets(): DemoSecrets {
  const password = (label: string) => `demo-${label}-${randomBytes(16).toString('base64url')}`;
  return {
    passwords: { retail: password('retail'), merchant: password('merchant'), operator: password('reviewer') },
    merchantKeys: {
      publishable: `pk_test_${randomBytes(32).toString('base64url')}`,
      secret: `sk_test_${randomBytes(32).toString('base64url')}`,
    },
  };
}

/**
 * The data folder's demo secrets, created on first use. The file appears whole or not at all (written
 * aside, then hard-linked into place, which fails when it exists), so two processes starting together
 * on one folder read the same secrets. A file that exists but does not parse is an error, never
 * silently replaced (the database holds the users and keys it names).
 */
export function loadOrCreateDemoSecrets(dataDir: string): { secrets: DemoSecrets; created: boolean } {
  const path = demoSecretsPath(dataDir);
  mkdirSync(join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
  const aside = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  let created = false;
  writeFileSync(aside, `${JSON.stringify(generateDemoSecrets(), null, 2)}\n`, { mode: 0o600 });
  try {
    linkSync(aside, path);
    created = true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(aside);
  }
  let parsed: ReturnType<typeof demoSecretsSchema.safeParse> | undefined;
  try {
    parsed = demoSecretsSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    parsed = undefined;
  }
  if (parsed?.success !== true) {
    throw new Error(`${path} does not hold the demo secrets; restore it or remove the data folder`);
  }
  return { secrets: parsed.data, created };
}
