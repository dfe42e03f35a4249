import { beforeAll, expect, it } from 'vitest';
import type { Database } from '../../../db/database.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import type { Brand } from '../../brands/index.js';
import { prepareNotifyDatabase } from '../testing/notify-test-database.js';
import { findOutboxMessage, listLatestOutboxMessages } from './outbox-repository.js';
import { IdempotencyKeyConflictError, queueNotification } from './queue-notification.js';

forEachDatabase('notification outbox writes', ({ openTestDatabase }) => {
  let database: Database;
  let brand: Brand;
  beforeAll(async () => {
    database = await openTestDatabase();
    brand = await prepareNotifyDatabase(database);
  });

  const verificationEmail = (code: string) =>
    ({ template: 'email_verification_code', params: { code, expiresInMinutes: 10 } }) as const;

  it('writes a rendered, queued message when the business transaction commits', async () => {
    const { message, created } = await database.transaction((transaction) =>
      queueNotification(transaction, {
        brand,
        recipient: 'Alice@Example.com',
        locale: 'de',
        antiPhishingCode: 'OWL-7',
        message: verificationEmail('334455'),
      }),
    );
    expect(created).toBe(true);
    const stored = await findOutboxMessage(database, message.id);
    expect(stored).toMatchObject({
      brandId: 'brd_demo',
      channel: 'email',
      recipient: 'alice@example.com',
      locale: 'de',
      template: 'email_verification_code',
      senderName: 'Demo Exchange',
      replyTo: 'support@demo-exchange.example',
      subject: 'Ihr E-Mail-Bestätigungscode für Demo Exchange',
      status: 'queued',
      attempts: 0,
      sentAt: null,
    });
    expect(stored?.textBody).toContain('334455');
    expect(stored?.htmlBody).toContain('OWL-7');
  });

  it('leaves nothing in the outbox when the business transaction rolls back', async () => {
    await expect(
      database.transaction(async (transaction) => {
        await queueNotification(transaction, {
          brand,
          recipient: 'rollback@example.com',
          locale: 'en',
          message: verificationEmail('909090'),
        });
        throw new Error('the registration failed after the email was queued');
      }),
    ).rejects.toThrow('the registration failed');
    expect(await listLatestOutboxMessages(database, { recipient: 'rollback@example.com', limit: 10 })).toEqual([]);
  });

  it('queues one message per idempotency key: a retried business call gets the original back', async () => {
    const queue = (code: string) =>
      database.transaction((transaction) =>
        queueNotification(transaction, {
          brand,
          recipient: 'bob@example.com',
          locale: 'en',
          message: verificationEmail(code),
          idempotencyKey: 'verify-email:usr_bob:1',
        }),
      );
    const first = await queue('111111');
    const retry = await queue('222222');
    expect(retry.created).toBe(false);
    expect(retry.message.id).toBe(first.message.id);
    const stored = await listLatestOutboxMessages(database, { recipient: 'bob@example.com', limit: 10 });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.textBody).toContain('111111');
  });

  it('refuses an idempotency key reused for a different recipient or template', async () => {
    await database.transaction((transaction) =>
      queueNotification(transaction, {
        brand,
        recipient: 'carol@example.com',
        locale: 'en',
        message: verificationEmail('123123'),
        idempotencyKey: 'reused-key',
      }),
    );
    await expect(
      database.transaction((transaction) =>
        queueNotification(transaction, {
          brand,
          recipient: 'mallory@example.com',
          locale: 'en',
          message: verificationEmail('123123'),
          idempotencyKey: 'reused-key',
        }),
      ),
    ).rejects.toBeInstanceOf(IdempotencyKeyConflictError);
    expect(await listLatestOutboxMessages(database, { recipient: 'mallory@example.com', limit: 10 })).toEqual([]);
  });

  it('queues an SMS to an E.164 number as plain text and refuses anything else as a number', async () => {
    const { message } = await database.transaction((transaction) =>
      queueNotification(transaction, {
        brand,
        recipient: '+447700900123',
        locale: 'fi',
        message: { template: 'sms_verification_code', params: { code: '246810' } },
      }),
    );
    expect(message).toMatchObject({ channel: 'sms', htmlBody: null, subject: '' });
    expect(message.textBody).toBe('Demo Exchange: vahvistuskoodisi on 246810. Älä kerro sitä kenellekään.');
    await expect(
      database.transaction((transaction) =>
        queueNotification(transaction, {
          brand,
          recipient: 'not-a-number@example.com',
          locale: 'en',
          message: { template: 'sms_verification_code', params: { code: '246810' } },
        }),
      ),
    ).rejects.toThrow(/E\.164/);
  });
});
