import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { findMerchant, findMerchantByUser, type MerchantRecord } from './merchant-repository.js';

/** The 403 every merchant-area call answers a signed-in user who is not a merchant. */
export const notMerchantMessage = 'This account is not a merchant.';

/** The merchant a signed-in user sells as, or the merchant area's 403. */
export async function merchantOfUser(queryable: Queryable, userId: string): Promise<MerchantRecord> {
  const merchant = await findMerchantByUser(queryable, userId);
  if (merchant === null) throw new DomainError('forbidden', notMerchantMessage);
  return merchant;
}

/** The merchant a widget call names, or the spec's thrown message (§8) as a 404. */
export async function merchantOr404(queryable: Queryable, merchantId: string): Promise<MerchantRecord> {
  const merchant = await findMerchant(queryable, merchantId);
  if (merchant === null) throw new DomainError('not_found', 'Merchant not recognized!');
  return merchant;
}
