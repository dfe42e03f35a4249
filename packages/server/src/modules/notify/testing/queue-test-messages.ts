import type { Database } from '../../../db/database.js';
import type { Brand } from '../../brands/index.js';
import type { OutboxMessage } from '../notification-types.js';
import { queueNotification } from '../outbox/queue-notification.js';

/** Queues one English email verification code per recipient, each in its own committed transaction. */
export async function queueVerificationEmails(
  database: Database,
  brand: Brand,
  recipients: string[],
): Promise<OutboxMessage[]> {
  const messages: OutboxMessage[] = [];
  for (const [index, recipient] of recipients.entries()) {
    const code = String(100_000 + index);
    const { message } = await database.transaction((transaction) =>
      queueNotification(transaction, {
        brand,
        recipient,
        locale: 'en',
        message: { template: 'email_verification_code', params: { code, expiresInMinutes: 10 } },
      }),
    );
    messages.push(message);
  }
  return messages;
}
