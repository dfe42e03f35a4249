import type { FastifyBaseLogger, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { derivePurposeKeys, legacyPurposeKeys } from '../../lib/purpose-keys.js';
import type { IdentityEnv } from './identity-env.js';
import { identityFailures } from './identity-messages.js';
import { createKycStorage, type KycStorage } from './kyc/kyc-storage.js';
import { locateIp, type Located } from './region/country-locator.js';
import { addRegionGuardToRoutes, createRegionGuard } from './region/region-guard.js';
import { loadOrCreateKeyFile, totpKeyFilePath } from './totp/key-file.js';
import { createRecoveryCodeHasher } from './totp/recovery-codes.js';
import { createSecretBox } from './totp/secret-box.js';
import { createTotpService, type TotpService } from './totp/totp-service.js';

export interface IdentityService {
  /** The country of an IP from the offline geo-IP database; GB (spec §9) when it cannot be placed. */
  locateCountry(ip: string): Located;
  /** preHandler: 403 forbidden {region: 'Unfortunately we do not provide our services for this region.'}. */
  requireServedRegion: preHandlerAsyncHookHandler;
  totp: TotpService;
  kycStorage: KycStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityService;
  }
}

export interface IdentityPluginOptions {
  env: IdentityEnv;
  apiBase: string;
  /** KYC documents live under <dataDir>/private/kyc, outside every served folder. */
  dataDir: string;
  /** The folder the built apps are served from: the KYC folder must not be inside it. */
  appsDir: string;
  now?: () => number;
}

/**
 * The master key: TOTP_ENCRYPTION_KEY, the test-mode dev key, or in live mode without the variable
 * the key file in the data folder (created on first start).
 */
function resolveMasterKey(options: IdentityPluginOptions, log: FastifyBaseLogger): Buffer {
  if (options.env.totpKeySource === 'test-mode-dev-key') {
    log.warn('TOTP secrets are sealed with the public test-mode dev key (set TOTP_ENCRYPTION_KEY)');
  }
  if (options.env.totpEncryptionKey !== null) return options.env.totpEncryptionKey;
  const path = totpKeyFilePath(options.dataDir);
  const loaded = loadOrCreateKeyFile(path);
  log.warn(
    { path, created: loaded.created },
    'TOTP secrets are sealed with the key file in the data folder; keep it, and set TOTP_ENCRYPTION_KEY when running several instances',
  );
  return loaded.key;
}

/** The code checks, under the purpose keys of the master key (and the legacy keys, to read older data). */
function createTotpFromMasterKey(masterKey: Buffer, now: (() => number) | undefined): TotpService {
  const keys = derivePurposeKeys(masterKey);
  const legacy = legacyPurposeKeys(masterKey);
  return createTotpService({
    box: createSecretBox({ key: keys.totpSecrets, legacyKey: legacy.totpSecrets }),
    recoveryCodes: createRecoveryCodeHasher({
      pepper: keys.recoveryCodePepper,
      legacyPepper: legacy.recoveryCodePepper,
    }),
    ...(now === undefined ? {} : { now }),
  });
}

/**
 * The identity service: authenticator-app codes (plugged into the login OTP check of accounts),
 * the offline geo-IP (plugged into accounts' session countries), the region guard (put in front of
 * registration and sign-in routes) and the private KYC document store. Needs accounts.
 */
export const identityPlugin = fp<IdentityPluginOptions>(
  async (app, options) => {
    const totp = createTotpFromMasterKey(resolveMasterKey(options, app.log), options.now);
    const requireServedRegion = createRegionGuard(app);
    app.decorate('identity', {
      locateCountry: locateIp,
      requireServedRegion,
      totp,
      kycStorage: createKycStorage({ dataDir: options.dataDir, appsDir: options.appsDir }),
    });

    app.accounts.verifyLoginOtpWith(async (userId, code) => {
      const check = await app.database.transaction((transaction) => totp.check(transaction, userId, code));
      if (check.outcome === 'throttled') throw identityFailures.tooManyCodes(check.retryAfterSeconds);
      return check.outcome === 'accepted';
    });
    app.accounts.locateCountryWith((ip) => {
      const located = locateIp(ip);
      return located.located ? located.country : null;
    });
    addRegionGuardToRoutes(app, { apiBase: options.apiBase, guard: requireServedRegion });
  },
  { name: 'identity', dependencies: ['database', 'brands', 'accounts'] },
);
