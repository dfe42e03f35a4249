import type { WithdrawalBody } from '@platform/core';
import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import type { UserRecord } from '../accounts/index.js';
import { listUserCards } from '../rails/index.js';
import { findBeneficiary, findByDestination, statusOf, type BeneficiaryRecord } from './beneficiaries.js';
import { assertFiatAllowed, checkBankDestination, checkCryptoDestination } from './destination-checks.js';
import type { WithdrawalsContext } from './withdrawal-context.js';
import { withdrawalTexts } from './withdrawal-texts.js';

/** Where a withdrawal goes, checked; exactly the columns it is stored with. */
export interface ResolvedDestination {
  beneficiaryId: string | null;
  address: string | null;
  destinationTag: string | null;
  iban: string | null;
  bic: string | null;
  accountHolder: string | null;
  cardId: string | null;
}

const none: ResolvedDestination = {
  beneficiaryId: null,
  address: null,
  destinationTag: null,
  iban: null,
  bic: null,
  accountHolder: null,
  cardId: null,
};

/** An address-book entry may be withdrawn to once confirmed and past its waiting period. */
function assertUsable(entry: BeneficiaryRecord, now: Date): void {
  const status = statusOf(entry, now);
  if (status === 'pending_confirmation')
    throw new DomainError('forbidden', { beneficiary: withdrawalTexts.entryUnconfirmed });
  if (status === 'waiting') {
    throw new DomainError('forbidden', {
      beneficiary: withdrawalTexts.entryWaiting(entry.usableFrom!.toISOString()),
      usable_from: entry.usableFrom!.toISOString(),
    });
  }
}

async function entryOf(
  queryable: Queryable,
  input: { userId: string; id: string; body: WithdrawalBody; now: Date },
): Promise<BeneficiaryRecord> {
  const entry = await findBeneficiary(queryable, { userId: input.userId, id: input.id });
  if (entry === undefined) throw new DomainError('not_found', { beneficiary_id: withdrawalTexts.entryUnknown });
  if (entry.currency !== input.body.currency) {
    throw new DomainError('validation_failed', {
      beneficiary_id: withdrawalTexts.entryWrongCurrency(input.body.currency),
    });
  }
  if (entry.kind !== (input.body.method === 'crypto' ? 'crypto' : 'bank')) {
    throw new DomainError('validation_failed', { beneficiary_id: withdrawalTexts.entryUnknown });
  }
  assertUsable(entry, input.now);
  return entry;
}

/**
 * A destination typed by hand: allowed unless allowlist-only is on. When it matches an entry of the
 * address book, that entry's state decides (a fresh entry inside its waiting period is refused
 * even when the address is typed rather than picked).
 */
async function typedDestination(
  queryable: Queryable,
  input: {
    userId: string;
    body: WithdrawalBody;
    destination: string;
    tag: string | null;
    allowlistOnly: boolean;
    now: Date;
  },
): Promise<string | null> {
  const entry = await findByDestination(queryable, {
    userId: input.userId,
    currency: input.body.currency,
    destination: input.destination,
    destinationTag: input.tag,
  });
  if (entry !== undefined) {
    assertUsable(entry, input.now);
    return entry.id;
  }
  if (input.allowlistOnly) throw new DomainError('forbidden', { beneficiary_id: withdrawalTexts.allowlistOnly });
  return null;
}

export async function resolveDestination(
  context: WithdrawalsContext,
  queryable: Queryable,
  input: { user: UserRecord; body: WithdrawalBody; allowlistOnly: boolean },
): Promise<ResolvedDestination> {
  const { user, body } = input;
  const now = context.now();
  if (body.method !== 'crypto') assertFiatAllowed(user);
  if (body.method === 'card') {
    const cards = await listUserCards(queryable, {
      brandId: user.brandId,
      userId: user.id,
      verifiedEmail: user.emailVerified ? user.email : null,
    });
    if (!cards.some((card) => card.id === body.card_id)) {
      throw new DomainError('not_found', { card_id: withdrawalTexts.cardUnknown });
    }
    return { ...none, cardId: body.card_id };
  }
  if (body.beneficiary_id !== undefined) {
    const entry = await entryOf(queryable, { userId: user.id, id: body.beneficiary_id, body, now });
    return {
      ...none,
      beneficiaryId: entry.id,
      address: entry.address,
      destinationTag: entry.destinationTag,
      iban: entry.iban,
      bic: entry.bic,
      accountHolder: entry.accountHolder,
    };
  }
  if (body.method === 'crypto') {
    if (body.address === undefined)
      throw new DomainError('validation_failed', { address: 'Please enter the address.' });
    const checked = await checkCryptoDestination(
      { currency: body.currency, address: body.address, destinationTag: body.destination_tag },
      { network: context.network, contractCheck: context.contractCheck },
    );
    const beneficiaryId = await typedDestination(queryable, {
      userId: user.id,
      body,
      destination: checked.address,
      tag: checked.destinationTag,
      allowlistOnly: input.allowlistOnly,
      now,
    });
    return { ...none, beneficiaryId, address: checked.address, destinationTag: checked.destinationTag };
  }
  if (body.iban === undefined || body.account_holder === undefined) {
    throw new DomainError('validation_failed', { iban: 'Please enter the IBAN and the account holder’s name.' });
  }
  const bank = checkBankDestination({ iban: body.iban, bic: body.bic, accountHolder: body.account_holder }, user);
  const beneficiaryId = await typedDestination(queryable, {
    userId: user.id,
    body,
    destination: bank.iban,
    tag: null,
    allowlistOnly: input.allowlistOnly,
    now,
  });
  return { ...none, beneficiaryId, ...bank };
}
