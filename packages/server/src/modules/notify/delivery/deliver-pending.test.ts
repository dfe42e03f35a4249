import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Database } from '../../../db/database.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import type { Brand } from '../../brands/index.js';
import { claimDueOutboxMessages, findOutboxMessage, markOutboxMessageFailed } from '../outbox/outbox-repository.js';
import { queueNotification } from '../outbox/queue-notification.js';
import { prepareNotifyDatabase } from '../testing/notify-test-database.js';
import { queueVerificationEmails } from '../testing/queue-test-messages.js';
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server.js';
import { deliverPending } from './deliver-pending.js';
import { createDevOutboxEmailTransport, createDevOutboxSmsTransport } from './dev-outbox-transport.js';
import { createSmtpEmailTransport } from './smtp-transport.js';
import type { NotificationTransports } from './transports.js';

const secondsLater = (start: Date, seconds: number) => () => new Date(start.getTime() + seconds * 1000);

forEachDatabase('deliverPending', ({ openTestDatabase }) => {
  let database: Database;
  let brand: Brand;
  let smtp: SmtpTestServer;
  let smtpTransports: NotificationTransports;
  const devTransports: NotificationTransports = {
    email: createDevOutboxEmailTransport(),
    sms: createDevOutboxSmsTransport(),
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    brand = await prepareNotifyDatabase(database);
    smtp = await startSmtpTestServer();
    smtpTransports = {
      email: createSmtpEmailTransport({
        url: smtp.url,
        fromAddress: 'no-reply@demo-exchange.example',
        connectionTimeoutMs: 2000,
        greetingTimeoutMs: 2000,
        socketTimeoutMs: 5000,
      }),
      sms: createDevOutboxSmsTransport(),
    };
  });
  afterAll(async () => {
    await smtpTransports.email.close();
    await smtp.close();
  });
  beforeEach(async () => {
    // Each test starts with an empty outbox and an accepting mail server.
    await database.query('delete from notification_outbox');
    smtp.received.length = 0;
    smtp.rejectRecipient = undefined;
  });

  it('marks email and SMS delivered to the dev outbox, and a second pass finds nothing to do', async () => {
    const [email] = await queueVerificationEmails(database, brand, ['dev@example.com']);
    const { message: sms } = await database.transaction((transaction) =>
      queueNotification(transaction, {
        brand,
        recipient: '+358401234567',
        locale: 'fi',
        message: { template: 'sms_verification_code', params: { code: '777888' } },
      }),
    );
    expect(await deliverPending({ database, transports: devTransports, limit: 10 })).toEqual({
      claimed: 2,
      sent: 2,
      retried: 0,
      failed: 0,
    });
    for (const id of [email?.id ?? '', sms.id]) {
      const stored = await findOutboxMessage(database, id);
      expect(stored).toMatchObject({ status: 'sent', attempts: 1, deliveredVia: 'dev_outbox', lastError: null });
      expect(stored?.sentAt).toBeInstanceOf(Date);
    }
    expect((await deliverPending({ database, transports: devTransports, limit: 10 })).claimed).toBe(0);
  });

  it('delivers each message exactly once when two workers run at the same time', async () => {
    const recipients = Array.from({ length: 24 }, (_, index) => `user${index}@example.com`);
    const queued = await queueVerificationEmails(database, brand, recipients);
    const worker = async () => {
      let sent = 0;
      for (let pass = 0; pass < 50; pass += 1) {
        const report = await deliverPending({ database, transports: smtpTransports, limit: 3 });
        sent += report.sent;
        if (report.claimed === 0) return sent;
      }
      throw new Error('worker did not drain the outbox in 50 passes');
    };
    const [first, second] = await Promise.all([worker(), worker()]);
    expect((first ?? 0) + (second ?? 0)).toBe(24);
    const receivedRecipients = smtp.received.flatMap((email) => email.to).sort();
    expect(receivedRecipients).toEqual([...recipients].sort());
    for (const message of queued) {
      expect(await findOutboxMessage(database, message.id)).toMatchObject({
        status: 'sent',
        attempts: 1,
        deliveredVia: 'smtp',
      });
    }
  });

  it('retries a temporary SMTP refusal after the backoff, then delivers', async () => {
    const [message] = await queueVerificationEmails(database, brand, ['busy@example.com']);
    const start = new Date();
    smtp.rejectRecipient = () => 451;
    const first = await deliverPending({ database, transports: smtpTransports, limit: 5, now: secondsLater(start, 1) });
    expect(first).toMatchObject({ claimed: 1, retried: 1 });
    const afterFirst = await findOutboxMessage(database, message?.id ?? '');
    expect(afterFirst).toMatchObject({ status: 'queued', attempts: 1 });
    expect(afterFirst?.lastError).toContain('451');
    // First backoff is 30 s: not due 20 s later, due 40 s later.
    expect(
      (await deliverPending({ database, transports: smtpTransports, limit: 5, now: secondsLater(start, 20) })).claimed,
    ).toBe(0);
    smtp.rejectRecipient = undefined;
    const second = await deliverPending({
      database,
      transports: smtpTransports,
      limit: 5,
      now: secondsLater(start, 40),
    });
    expect(second).toMatchObject({ claimed: 1, sent: 1 });
    expect(await findOutboxMessage(database, message?.id ?? '')).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
    });
    expect(smtp.received.map((email) => email.to)).toEqual([['busy@example.com']]);
  });

  it('marks a message failed once its attempts are used up, and never sends it', async () => {
    const [message] = await queueVerificationEmails(database, brand, ['down@example.com']);
    smtp.rejectRecipient = () => 451;
    const start = new Date();
    const retryPolicy = { maxAttempts: 3, baseDelayMs: 1000, maxDelayMs: 1000 };
    const reports = [];
    for (const seconds of [1, 3, 5, 7]) {
      reports.push(
        await deliverPending({
          database,
          transports: smtpTransports,
          limit: 5,
          retryPolicy,
          now: secondsLater(start, seconds),
        }),
      );
    }
    expect(reports.map((report) => [report.retried, report.failed])).toEqual([
      [1, 0],
      [1, 0],
      [0, 1],
      [0, 0],
    ]);
    const stored = await findOutboxMessage(database, message?.id ?? '');
    expect(stored).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
    expect(stored?.lastError).toContain('451');
    expect(smtp.received).toEqual([]);
  });

  it('fails a permanently refused message at once instead of retrying it', async () => {
    const [message] = await queueVerificationEmails(database, brand, ['nobody@example.com']);
    smtp.rejectRecipient = () => 550;
    expect(await deliverPending({ database, transports: smtpTransports, limit: 5 })).toMatchObject({
      failed: 1,
      retried: 0,
    });
    expect(await findOutboxMessage(database, message?.id ?? '')).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('hands a message back when its worker died mid-send, once the lease runs out', async () => {
    const [message] = await queueVerificationEmails(database, brand, ['lease@example.com']);
    const start = new Date();
    // A worker claims and then dies without marking anything.
    const claimed = await claimDueOutboxMessages(database, {
      now: start,
      leaseUntil: new Date(start.getTime() + 60_000),
      limit: 5,
    });
    expect(claimed.map((row) => row.id)).toEqual([message?.id]);
    expect(
      (await deliverPending({ database, transports: smtpTransports, limit: 5, now: secondsLater(start, 30) })).claimed,
    ).toBe(0);
    expect(
      await deliverPending({ database, transports: smtpTransports, limit: 5, now: secondsLater(start, 61) }),
    ).toMatchObject({ sent: 1 });
    expect(await findOutboxMessage(database, message?.id ?? '')).toMatchObject({ status: 'sent', attempts: 2 });
    // The stale worker wakes up and reports a failure for its old claim: it changes nothing.
    await markOutboxMessageFailed(database, { id: message?.id ?? '', attempts: 1, lastError: 'stale' });
    expect(await findOutboxMessage(database, message?.id ?? '')).toMatchObject({ status: 'sent', lastError: null });
  });

  it('refuses a batch size without a limit', async () => {
    await expect(deliverPending({ database, transports: devTransports, limit: 0 })).rejects.toThrow(RangeError);
    await expect(deliverPending({ database, transports: devTransports, limit: 501 })).rejects.toThrow(RangeError);
  });
});
