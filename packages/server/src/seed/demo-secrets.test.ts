import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoSecretsPath, loadOrCreateDemoSecrets } from './demo-secrets.js';

const freshDataDir = () => mkdtempSync(join(tmpdir(), 'demo-secrets-'));

describe('demo secrets per data folder', () => {
  it('creates random passwords and keys once, owner-only, and reads the same ones afterwards', () => {
    const dataDir = freshDataDir();
    const first = loadOrCreateDemoSecrets(dataDir);
    expect(first.created).toBe(true);
    expect(first.secrets.merchantKeys.publishable).toMatch(/^pk_test_[A-Za-z0-9_-]{43}$/);
    expect(first.secrets.merchantKeys.secret).toMatch(/^sk_test_[A-Za-z0-9_-]{43}$/);
    expect(first.secrets.passwords.retail).not.toBe('demo-retail-2024');
    expect(statSync(demoSecretsPath(dataDir)).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, 'secrets')).mode & 0o777).toBe(0o700);
    const again = loadOrCreateDemoSecrets(dataDir);
    expect(again).toEqual({ secrets: first.secrets, created: false });
    expect(JSON.parse(readFileSync(demoSecretsPath(dataDir), 'utf8'))).toEqual(first.secrets);
  });

  it('gives another data folder other secrets', () => {
    const one = loadOrCreateDemoSecrets(freshDataDir()).secrets;
    const other = loadOrCreateDemoSecrets(freshDataDir()).secrets;
    expect(other.merchantKeys.secret).not.toBe(one.merchantKeys.secret);
    expect(other.passwords.merchant).not.toBe(one.passwords.merchant);
  });

  it('refuses a damaged file instead of replacing it', () => {
    const dataDir = freshDataDir();
    loadOrCreateDemoSecrets(dataDir);
    writeFileSync(demoSecretsPath(dataDir), '{"passwords":');
    expect(() => loadOrCreateDemoSecrets(dataDir)).toThrow(/does not hold the demo secrets/);
  });
});
