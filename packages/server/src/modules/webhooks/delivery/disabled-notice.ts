import { isLocaleCode } from '@platform/core';
import type { Transaction } from '../../../db/database.js';
import { findUserById } from '../../accounts/index.js';
import { findBrandById } from '../../brands/index.js';
import { findMerchant } from '../../merchants/index.js';
import type { NotifyService } from '../../notify/index.js';
import type { EndpointDisabledNotice } from './deliver-due.js';

/** The outbox key of a disable email: one per disable (a replayed transaction finds the first). */
export const webhookDisabledKey = (notice: EndpointDisabledNotice) =>
  `webhook-disabled:${notice.endpointId}:${notice.disabledAt.getTime()}`;

/**
 * Emails the merchant's user that their endpoint was disabled (URL, reason, time, how to enable it
 * again), in their language with their brand and anti-phishing code, inside the transaction that
 * disabled it: the email exists exactly when the disable commits.
 */
export function webhookDisabledNotifier(
  queue: NotifyService['queue'],
): (transaction: Transaction, notice: EndpointDisabledNotice) => Promise<void> {
  return async (transaction, notice) => {
    const merchant = await findMerchant(transaction, notice.merchantId);
    if (merchant === null) throw new Error(`webhook endpoint ${notice.endpointId} belongs to no merchant`);
    const [user, brand] = await Promise.all([
      findUserById(transaction, merchant.userId),
      findBrandById(transaction, merchant.brandId),
    ]);
    if (user === undefined || brand === undefined) {
      throw new Error(`merchant ${merchant.id} has no user or brand`);
    }
    await queue(transaction, {
      brand: { id: brand.id, configuration: brand.configuration },
      recipient: user.email,
      locale: isLocaleCode(user.locale) ? user.locale : 'en',
      antiPhishingCode: user.antiPhishingCode ?? undefined,
      message: {
        template: 'webhook_disabled',
        params: {
          merchantName: merchant.name,
          webhookUrl: notice.url,
          reason: notice.reason,
          disabledAt: notice.disabledAt,
        },
      },
      idempotencyKey: webhookDisabledKey(notice),
    });
  };
}
