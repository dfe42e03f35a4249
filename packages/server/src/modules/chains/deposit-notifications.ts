import { isLocaleCode } from '@platform/core';
import type { Transaction } from '../../db/database.js';
import { findUserById } from '../accounts/index.js';
import { findBrandById } from '../brands/index.js';
import type { NotifyService } from '../notify/index.js';
import type { CreditedDeposit } from './deposit-watcher.js';

/** The outbox key of a deposit's email: a repeated credit attempt finds the first message. */
export const depositReceivedKey = (depositId: string) => `deposit-received:${depositId}`;

/**
 * The watcher's onCredited: queues the deposit_received email (coin, amount, transaction hash,
 * confirmations) to the user, in their language with their brand and anti-phishing code, inside the
 * credit's transaction — the email exists exactly when the credit commits, once per deposit (the
 * credit locks the open deposit row; the idempotency key guards a replay as well).
 */
export function depositReceivedNotifier(
  queue: NotifyService['queue'],
): (transaction: Transaction, credited: CreditedDeposit) => Promise<void> {
  return async (transaction, credited) => {
    const [user, brand] = await Promise.all([
      findUserById(transaction, credited.userId),
      findBrandById(transaction, credited.brandId),
    ]);
    if (user === undefined || brand === undefined) {
      throw new Error(`Deposit ${credited.depositId} belongs to a user or brand that does not exist`);
    }
    await queue(transaction, {
      brand: { id: brand.id, configuration: brand.configuration },
      recipient: user.email,
      locale: isLocaleCode(user.locale) ? user.locale : 'en',
      antiPhishingCode: user.antiPhishingCode ?? undefined,
      message: {
        template: 'deposit_received',
        params: {
          amountBaseUnits: credited.amountBaseUnits,
          currency: credited.asset,
          txid: credited.txid,
          confirmations: credited.confirmations,
        },
      },
      idempotencyKey: depositReceivedKey(credited.depositId),
    });
  };
}
