import {
  currencyCodes,
  endpoints,
  toDecimalString,
  type AddBeneficiaryBody,
  type WithdrawalSettings,
} from '@platform/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '../../errors/domain-error.js';
import { authOf } from '../../http/request-auth.js';
import { serve, type EndpointDetails, type EndpointRequest } from '../../http/serve.js';
import { findUserById, notifyUser, type UserRecord } from '../accounts/index.js';
import {
  confirmBeneficiaryToken,
  destinationText,
  insertBeneficiary,
  listBeneficiaries,
  removeBeneficiary,
  toBeneficiaryWire,
  type CheckedEntry,
} from './beneficiaries.js';
import { assertFiatAllowed, checkBankDestination, checkCryptoDestination, fiatRefusal } from './destination-checks.js';
import { kycLevelOf, limitUsage } from './limits.js';
import { assertNotLocked, lockedUntil, readUserSettings, updateUserSettings } from './user-settings.js';
import type { WithdrawalsContext } from './withdrawal-context.js';
import { loadPolicy, type Policy } from './withdrawal-policy.js';
import { withdrawalTexts } from './withdrawal-texts.js';

export async function signedInUser(context: WithdrawalsContext, request: FastifyRequest): Promise<UserRecord> {
  const user = await findUserById(context.app.database, authOf(request).userId);
  if (user === undefined) throw new DomainError('unauthorized', 'Please sign in.');
  return user;
}

/** The brand's waiting period, unless test mode shortened it (WITHDRAWAL_ADDRESS_WAITING_SECONDS). */
export function waitingSeconds(context: WithdrawalsContext, policy: Policy): number {
  return context.addressWaitingSecondsOverride ?? policy.addressWaitingSeconds;
}

async function checkedEntry(
  context: WithdrawalsContext,
  user: UserRecord,
  body: AddBeneficiaryBody,
): Promise<CheckedEntry> {
  if (body.kind === 'crypto') {
    const checked = await checkCryptoDestination(
      { currency: body.currency, address: body.address, destinationTag: body.destination_tag },
      { network: context.network, contractCheck: context.contractCheck },
    );
    const { kind, currency, label } = body;
    return {
      kind,
      currency,
      label,
      address: checked.address,
      destinationTag: checked.destinationTag,
      iban: null,
      bic: null,
      accountHolder: null,
    };
  }
  assertFiatAllowed(user);
  const bank = checkBankDestination({ iban: body.iban, bic: body.bic, accountHolder: body.account_holder }, user);
  const { kind, currency, label } = body;
  return { kind, currency, label, address: null, destinationTag: null, ...bank };
}

function linkOrigin(context: WithdrawalsContext, request: FastifyRequest): string {
  return context.publicUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;
}

async function settingsOf(context: WithdrawalsContext, user: UserRecord): Promise<WithdrawalSettings> {
  const database = context.app.database;
  const now = context.now();
  const policy = await loadPolicy(database, user.brandId);
  const own = await readUserSettings(database, user.id);
  const limits: WithdrawalSettings['limits'] = {};
  const eur = (cents: bigint) => toDecimalString('EUR', cents);
  for (const currency of currencyCodes) {
    const usage = await limitUsage(database, { user, currency, policy, now });
    limits[currency] = {
      per_transaction_eur: eur(usage.limits.perTransaction),
      daily_eur: eur(usage.limits.daily),
      monthly_eur: eur(usage.limits.monthly),
      daily_used_eur: eur(usage.dailyUsed),
      monthly_used_eur: eur(usage.monthlyUsed),
    };
  }
  const until = lockedUntil(user, now);
  return {
    allowlist_only: own.allowlistOnly || policy.allowlistOnly,
    user_allowlist_only: own.allowlistOnly,
    brand_allowlist_only: policy.allowlistOnly,
    address_waiting_seconds: waitingSeconds(context, policy),
    locked_until: until?.toISOString() ?? null,
    lock_reason: until === null ? null : withdrawalTexts.locked(until),
    kyc_level: kycLevelOf(user),
    otp_withdrawal: user.otpWithdrawal === 1,
    fiat_refusal: fiatRefusal(user),
    limits,
  };
}

/** POST /users/addBeneficiary: the entry and its confirmation email, in one transaction. */
async function addEntry(
  context: WithdrawalsContext,
  request: EndpointRequest<typeof endpoints.addBeneficiary>,
): Promise<EndpointDetails<typeof endpoints.addBeneficiary>> {
  const app = context.app;
  const user = await signedInUser(context, request);
  assertNotLocked(user, context.now());
  const entry = await checkedEntry(context, user, request.body);
  const origin = linkOrigin(context, request);
  const added = await app.database.transaction(async (transaction) => {
    const policy = await loadPolicy(transaction, user.brandId);
    const inserted = await insertBeneficiary(transaction, {
      userId: user.id,
      brandId: user.brandId,
      entry,
      now: context.now(),
    });
    await notifyUser(app, transaction, {
      user,
      recipient: user.email,
      message: {
        template: 'beneficiary_added',
        params: {
          label: entry.label,
          destination: destinationText(entry).slice(0, 200),
          confirmUrl: `${origin}/withdrawal/confirm-address?token=${encodeURIComponent(inserted.token)}`,
          waitingSeconds: waitingSeconds(context, policy),
        },
      },
    });
    return inserted.entry;
  });
  return { beneficiary: toBeneficiaryWire(added, context.now()), message: withdrawalTexts.entryAdded };
}

/** GET/POST/DELETE of the address book and the user's withdrawal settings. */
export function addressBookRoutes(app: FastifyInstance, context: WithdrawalsContext): void {
  serve(app, endpoints.getUserBeneficiaries, async function getUserBeneficiaries(request) {
    const user = await signedInUser(context, request);
    const policy = await loadPolicy(app.database, user.brandId);
    const own = await readUserSettings(app.database, user.id);
    const now = context.now();
    const entries = await listBeneficiaries(app.database, user.id);
    return {
      beneficiaries: entries.map((entry) => toBeneficiaryWire(entry, now)),
      allowlist_only: own.allowlistOnly || policy.allowlistOnly,
    };
  });

  serve(app, endpoints.addBeneficiary, (request) => addEntry(context, request));

  serve(app, endpoints.confirmBeneficiary, async function confirmBeneficiary(request) {
    const confirmed = await app.database.transaction((transaction) =>
      confirmBeneficiaryToken(transaction, {
        token: request.body.token,
        now: context.now(),
        waitingSeconds: async (brandId) => waitingSeconds(context, await loadPolicy(transaction, brandId)),
      }),
    );
    if (confirmed === undefined) throw new DomainError('not_found', { token: withdrawalTexts.confirmLinkInvalid });
    const usableFrom = confirmed.usableFrom!.toISOString();
    return {
      beneficiary: toBeneficiaryWire(confirmed, context.now()),
      message: withdrawalTexts.entryConfirmed(usableFrom),
    };
  });

  serve(app, endpoints.removeBeneficiary, async function removeEntry(request) {
    const user = await signedInUser(context, request);
    assertNotLocked(user, context.now());
    if (!(await removeBeneficiary(app.database, { userId: user.id, id: request.params.id }))) {
      throw new DomainError('not_found', { id: withdrawalTexts.entryUnknown });
    }
    return { id: request.params.id, removed: true as const };
  });

  serve(app, endpoints.getWithdrawalSettings, async function getWithdrawalSettings(request) {
    return settingsOf(context, await signedInUser(context, request));
  });

  serve(app, endpoints.setWithdrawalSettings, async function setWithdrawalSettings(request) {
    const user = await signedInUser(context, request);
    // Switching the allowlist off loosens the account: refused during the credential lock.
    if (!request.body.allowlist_only) assertNotLocked(user, context.now());
    await updateUserSettings(
      app.database,
      { id: user.id, brandId: user.brandId },
      { allowlistOnly: request.body.allowlist_only },
    );
    return settingsOf(context, user);
  });
}
