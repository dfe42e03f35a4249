import { isFiatCurrency, localeCodes, type FiatCurrency, type LocaleCode } from '@platform/core';
import type { Queryable } from '../../db/database.js';
import { findUserById } from '../accounts/index.js';

/** What the wallets module needs to know about a user, read through the accounts module. */
export interface WalletUser {
  id: string;
  brandId: string;
  accountNumber: string;
  /** The user's fiat currency for account values; EUR when the stored one is not a supported fiat. */
  currency: FiatCurrency;
  locale: LocaleCode;
  firstName: string;
  lastName: string;
}

export async function findWalletUser(queryable: Queryable, userId: string): Promise<WalletUser | undefined> {
  if (!/^usr_[a-z0-9]{1,60}$/.test(userId)) return undefined;
  const user = await findUserById(queryable, userId);
  if (user === undefined) return undefined;
  return {
    id: user.id,
    brandId: user.brandId,
    accountNumber: user.accountNumber,
    currency: isFiatCurrency(user.currency) ? user.currency : 'EUR',
    locale: (localeCodes as readonly string[]).includes(user.locale) ? (user.locale as LocaleCode) : 'en',
    firstName: user.firstName,
    lastName: user.lastName,
  };
}
