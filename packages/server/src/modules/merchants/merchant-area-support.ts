import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { findMerchantByUser, type MerchantRecord } from './merchant-repository.js';

/** The 403 every merchant-area call answers a signed-in user who is not a merchant. */
export const notMerchantMessage = 'This account is not a merchant.';

/** The merchant a signed-in user sells as, or the merchant area's 403. */
export async function merchantOfUser(queryable: Queryable, userId: string): Promise<MerchantRecord> {
  const merchant = await findMerchantByUser(queryable, userId);
  if (merchant === null) throw new DomainError('forbidden', notMerchantMessage);
  return merchant;
}

/** Cursor pages: default and largest page size of every merchant list. */
export const defaultPageSize = 20;
export const maxPageSize = 100;
