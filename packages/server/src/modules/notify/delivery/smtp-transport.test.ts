import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../../db/database.js';
import { forEachDatabase } from '../../../testing/test-databases.js';
import type { Brand } from '../../brands/index.js';
import { findOutboxMessage } from '../outbox/outbox-repository.js';
import { queueNotification } from '../outbox/queue-notification.js';
import { prepareNotifyDatabase } from '../testing/notify-test-database.js';
import { startSmtpTestServer, type SmtpTestServer } from '../testing/smtp-test-server.js';
import { deliverPending } from './deliver-pending.js';
import { createDevOutboxSmsTransport } from './dev-outbox-transport.js';
import { redactSecrets, redactUrl } from './redact-url.js';
import { createSmtpEmailTransport } from './smtp-transport.js';
import { DeliveryError } from './transports.js';

const timeouts = { connectionTimeoutMs: 2000, greetingTimeoutMs: 2000, socketTimeoutMs: 5000 };

forEachDatabase('SMTP delivery of an outbox message', ({ openTestDatabase }) => {
  let database: Database;
  let brand: Brand;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    database = await openTestDatabase();
    brand = await prepareNotifyDatabase(database);
    smtp = await startSmtpTestServer();
  });
  afterAll(async () => {
    await smtp.close();
  });

  it('sends the queued email through a real SMTP server with subject, recipient, code and brand sender', async () => {
    const { message } = await database.transaction((transaction) =>
      queueNotification(transaction, {
        brand,
        recipient: 'dora@example.com',
        locale: 'en',
        antiPhishingCode: 'KIWI42',
        message: { template: 'login_code', params: { code: '864209', expiresInMinutes: 5 } },
      }),
    );
    const email = createSmtpEmailTransport({
      url: smtp.url,
      fromAddress: 'no-reply@demo-exchange.example',
      ...timeouts,
    });
    const report = await deliverPending({
      database,
      transports: { email, sms: createDevOutboxSmsTransport() },
      limit: 10,
    });
    await email.close();
    expect(report).toMatchObject({ sent: 1, failed: 0 });

    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received?.to).toEqual(['dora@example.com']);
    expect(received?.from).toBe('no-reply@demo-exchange.example');
    const raw = received?.raw ?? '';
    expect(raw).toContain('Subject: Your Demo Exchange login code');
    expect(raw).toContain('To: dora@example.com');
    expect(raw).toContain('From: Demo Exchange <no-reply@demo-exchange.example>');
    expect(raw).toContain('Reply-To: support@demo-exchange.example');
    expect(raw).toMatch(new RegExp(`^X-Notification-Id: ${message.id}$`, 'im'));
    expect(raw).toContain('864209');
    expect(raw).toContain('KIWI42');
    expect(raw).toMatch(/Content-Type: text\/plain/);
    expect(raw).toMatch(/Content-Type: text\/html/);

    const stored = await findOutboxMessage(database, message.id);
    expect(stored).toMatchObject({ status: 'sent', deliveredVia: 'smtp' });
    expect(stored?.providerMessageId).toMatch(/^<.+@.+>$/);
  });
});

it('gives up on a server that never greets, after the greeting timeout, as a retryable failure', async () => {
  const sockets: Socket[] = [];
  const silent = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as AddressInfo;
  const email = createSmtpEmailTransport({
    url: `smtp://127.0.0.1:${port}`,
    fromAddress: 'no-reply@example.com',
    connectionTimeoutMs: 2000,
    greetingTimeoutMs: 300,
    socketTimeoutMs: 2000,
  });
  const startedMs = Date.now();
  const failure = await email
    .send({
      notificationId: 'ntf_x',
      to: 'a@example.com',
      senderName: 'X',
      replyTo: undefined,
      subject: 's',
      text: 't',
      html: '<p>t</p>',
    })
    .catch((error: unknown) => error);
  expect(failure).toBeInstanceOf(DeliveryError);
  expect((failure as DeliveryError).permanent).toBe(false);
  expect(Date.now() - startedMs).toBeLessThan(1900);
  await email.close();
  for (const socket of sockets) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
});

it('never shows SMTP credentials: the transport name and error texts are redacted', () => {
  const url = 'smtps://mailer%40example.com:s3cr%3Ft@smtp.example.com:465/?pool=true';
  expect(redactUrl(url)).toBe('smtps://***:***@smtp.example.com:465/');
  const email = createSmtpEmailTransport({ url, fromAddress: 'no-reply@example.com', ...timeouts });
  expect(email.name).not.toContain('s3cr');
  expect(email.name).not.toContain('mailer');
  expect(redactSecrets('Invalid login for mailer@example.com with s3cr?t', url)).toBe('Invalid login for *** with ***');
  expect(redactUrl('not a url')).toBe('[invalid URL]');
});
