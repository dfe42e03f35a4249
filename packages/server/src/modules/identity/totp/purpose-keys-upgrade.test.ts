import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../../app.js';
import { derivePurposeKeys } from '../../../lib/purpose-keys.js';
import { preUpgradeRecoveryCodeHash, preUpgradeTotpSeal } from '../../../lib/testing/pre-purpose-keys-sealing.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import { createTestUser } from '../../accounts/testing.js';
import { buildIdentityTestApp } from '../testing/identity-test-app.js';
import { totp } from './one-time-password.js';
import { createSecretBox } from './secret-box.js';

const masterKey = randomBytes(32);

/**
 * An upgrade: authenticator apps and recovery codes stored by the release before purpose keys
 * (sealed `v1.`, hashed under the old pepper) work with this one, and each secret is sealed again
 * under the purpose key at its next check.
 */
forEachDatabase('authenticator apps stored before purpose keys', ({ openTestDatabase }) => {
  let app: App;
  beforeAll(async () => {
    ({ app } = await buildIdentityTestApp(await openTestDatabase(), {
      TOTP_ENCRYPTION_KEY: masterKey.toString('hex'),
    }));
  });
  afterAll(async () => {
    await app.close();
  });

  async function storeAsBefore(userId: string, secret: Buffer, recoveryCode: string): Promise<void> {
    await app.database.query(
      `insert into user_totp (user_id, secret_sealed, status, confirmed_at) values ($1, $2, 'active', now())`,
      [userId, preUpgradeTotpSeal(masterKey, userId, secret)],
    );
    await app.database.query('insert into user_recovery_codes (user_id, code_hash) values ($1, $2)', [
      userId,
      preUpgradeRecoveryCodeHash(masterKey, userId, recoveryCode.replace('-', '')),
    ]);
  }

  const sealedOf = async (userId: string) =>
    (await app.database
      .query<{ secret_sealed: string }>('select secret_sealed from user_totp where user_id = $1', [userId])
      .then((result) => result.rows[0]!.secret_sealed)) as string;

  it('accepts their codes, seals the secret again under the purpose key, and takes the old recovery codes once', async () => {
    const user = await createTestUser(app);
    const secret = randomBytes(20);
    await storeAsBefore(user.userId, secret, 'abcde-12345');
    const check = (code: string) =>
      app.database.transaction((transaction) => app.identity.totp.check(transaction, user.userId, code));
    expect(await sealedOf(user.userId)).toMatch(/^v1\./);

    expect(await check(totp(secret, Date.now()))).toEqual({ outcome: 'accepted', via: 'authenticator' });
    const resealed = await sealedOf(user.userId);
    expect(resealed).toMatch(/^v2\./);
    const purposeBox = createSecretBox({ key: derivePurposeKeys(masterKey).totpSecrets });
    expect(purposeBox.open(resealed, user.userId)).toEqual(secret);
    expect(await check(totp(secret, Date.now() + 30_000))).toEqual({ outcome: 'accepted', via: 'authenticator' });

    expect(await check('ABCDE 12345')).toEqual({ outcome: 'accepted', via: 'recovery_code' });
    expect(await check('abcde-12345')).toEqual({ outcome: 'wrong' });
  });

  it('seals a legacy secret again even when the code was wrong (the check writes the row anyway)', async () => {
    const user = await createTestUser(app);
    const secret = randomBytes(20);
    await storeAsBefore(user.userId, secret, 'fghjk-67890');
    const wrong = String((Number(totp(secret, Date.now())) + 1) % 1_000_000).padStart(6, '0');
    const outcome = await app.database.transaction((transaction) =>
      app.identity.totp.check(transaction, user.userId, wrong),
    );
    expect(outcome).toEqual({ outcome: 'wrong' });
    expect(await sealedOf(user.userId)).toMatch(/^v2\./);
  });
});
