import { z } from 'zod';
import { cryptoCurrencies, fiatCurrencies, parseAmount, type CryptoCurrency, type FiatCurrency } from '@platform/core';
import { destinationTagRequired } from '@platform/core/addresses';
import type { BodyOf } from '../../../lib/api-client.js';

/** The body of POST /transactions/withdrawal (one of crypto, bank, card). */
type BodyOfWithdrawal = BodyOf<'withdrawal'>;
/** A body of one method without the client_id (the draft gets its idempotency key when it is reviewed). */
type DraftBody<Method extends BodyOfWithdrawal['method']> = Omit<
  Extract<BodyOfWithdrawal, { method: Method }>,
  'client_id'
>;

/** The "send to" choice that means an address typed here rather than an address-book entry. */
export const newDestination = 'new';

/** The crypto withdrawal form as the user fills it in (every value a string or boolean). */
export type CryptoDraft = {
  currency: CryptoCurrency;
  destination: string;
  address: string;
  destinationTag: string;
  amount: string;
  destinationType: 'self_hosted' | 'platform';
  platformName: string;
  ownershipConfirmed: boolean;
};

export type FiatDraft = {
  currency: FiatCurrency;
  rail: 'bank' | 'card';
  destination: string;
  iban: string;
  bic: string;
  accountHolder: string;
  cardId: string;
  amount: string;
};

const key = (name: string) => `withdrawals:errors.${name}`;

function checkAmount(currency: CryptoCurrency | FiatCurrency, amount: string, context: z.RefinementCtx): void {
  const parsed = parseAmount(currency, amount.trim());
  if (!parsed.ok || parsed.value === 0n) context.addIssue({ code: 'custom', path: ['amount'], message: key('amount') });
}

/**
 * The crypto draft checked as the server would (an amount of the coin, an address or an entry,
 * the destination tag where the coin needs one, the travel-rule answers), turned into the body of
 * POST /transactions/withdrawal without its client_id. `ownershipRequired` asks the latest quote.
 */
export function cryptoDraftSchema(ownershipRequired: () => boolean) {
  return z
    .custom<CryptoDraft>()
    .superRefine((draft, context) => {
      checkAmount(draft.currency, draft.amount, context);
      const issue = (path: string, name: string) =>
        context.addIssue({ code: 'custom', path: [path], message: key(name) });
      if (draft.destination === '') issue('destination', 'destination');
      if (draft.destination === newDestination && draft.address.trim() === '') issue('address', 'address');
      const tag = draft.destinationTag.trim();
      if (draft.destination === newDestination && destinationTagRequired(draft.currency) && tag === '') {
        issue('destinationTag', 'destinationTag');
      }
      if (tag !== '' && !/^[0-9]{1,10}$/.test(tag)) issue('destinationTag', 'destinationTag');
      if (draft.destinationType === 'platform' && draft.platformName.trim().length < 2) {
        issue('platformName', 'platformName');
      }
      if (draft.destinationType === 'self_hosted' && ownershipRequired() && !draft.ownershipConfirmed) {
        issue('ownershipConfirmed', 'ownership');
      }
    })
    .transform((draft): CryptoBody => {
      const tag = draft.destinationTag.trim();
      const destination =
        draft.destination === newDestination
          ? { address: draft.address.trim(), ...(tag === '' ? {} : { destination_tag: tag }) }
          : { beneficiary_id: draft.destination };
      return {
        method: 'crypto',
        currency: draft.currency,
        amount: draft.amount.trim(),
        ...destination,
        travel_rule:
          draft.destinationType === 'platform'
            ? { destination_type: 'platform', platform_name: draft.platformName.trim() }
            : { destination_type: 'self_hosted', ownership_confirmed: draft.ownershipConfirmed },
      };
    });
}

export type CryptoBody = DraftBody<'crypto'>;
export type FiatBody = DraftBody<'bank'> | DraftBody<'card'>;

/** The fiat draft: a bank account (an entry, or IBAN, BIC and the holder) or a card the user paid with. */
export const fiatDraftSchema = z
  .custom<FiatDraft>()
  .superRefine((draft, context) => {
    checkAmount(draft.currency, draft.amount, context);
    const issue = (path: string, name: string) =>
      context.addIssue({ code: 'custom', path: [path], message: key(name) });
    if (draft.rail === 'card') {
      if (draft.cardId === '') issue('cardId', 'card');
      return;
    }
    if (draft.destination === '') issue('destination', 'destination');
    if (draft.destination === newDestination) {
      if (draft.iban.trim() === '') issue('iban', 'iban');
      if (draft.accountHolder.trim() === '') issue('accountHolder', 'accountHolder');
    }
  })
  .transform((draft): FiatBody => {
    const amount = draft.amount.trim();
    if (draft.rail === 'card') return { method: 'card', currency: draft.currency, amount, card_id: draft.cardId };
    if (draft.destination !== newDestination) {
      return { method: 'bank', currency: draft.currency, amount, beneficiary_id: draft.destination };
    }
    const bic = draft.bic.trim();
    return {
      method: 'bank',
      currency: draft.currency,
      amount,
      iban: draft.iban.replace(/\s+/g, ''),
      ...(bic === '' ? {} : { bic }),
      account_holder: draft.accountHolder.trim(),
    };
  });

export const firstCrypto: CryptoCurrency = cryptoCurrencies[0];
export const firstFiat: FiatCurrency = 'EUR';
export { fiatCurrencies, cryptoCurrencies };
