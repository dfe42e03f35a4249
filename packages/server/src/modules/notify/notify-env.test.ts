import { expect, it } from 'vitest';
import { EnvError } from '../../config/env.js';
import { parseNotifyEnv } from './notify-env.js';

it('defaults to the dev outbox for email and SMS when SMTP_URL is not set', () => {
  expect(parseNotifyEnv({})).toEqual({
    smtp: undefined,
    sms: { provider: 'dev_outbox', senderId: undefined },
    pollIntervalMs: 1000,
  });
  expect(parseNotifyEnv({ SMTP_URL: '', SMTP_FROM: '' }).smtp).toBeUndefined();
});

it('reads the SMTP URL, sender and timeouts', () => {
  const env = parseNotifyEnv({
    SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
    SMTP_FROM: 'no-reply@example.com',
    SMTP_SOCKET_TIMEOUT_MS: '20000',
    SMS_SENDER_ID: 'DemoEx',
  });
  expect(env.smtp).toEqual({
    url: 'smtps://user:pass@smtp.example.com:465',
    fromAddress: 'no-reply@example.com',
    connectionTimeoutMs: 10_000,
    greetingTimeoutMs: 10_000,
    socketTimeoutMs: 20_000,
  });
  expect(env.sms.senderId).toBe('DemoEx');
});

it('reports every bad variable at once, without echoing the SMTP URL', () => {
  let error: unknown;
  try {
    parseNotifyEnv({
      SMTP_URL: 'http://user:hunter22@mail.example.com',
      SMTP_GREETING_TIMEOUT_MS: '5',
      SMS_PROVIDER: 'pigeon',
    });
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(EnvError);
  const problems = (error as EnvError).problems;
  expect(problems).toHaveLength(3);
  expect(problems.join('\n')).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
  expect(problems.join('\n')).not.toContain('hunter22');
});

it('requires SMTP_FROM with SMTP_URL', () => {
  expect(() => parseNotifyEnv({ SMTP_URL: 'smtp://mail.example.com:587' })).toThrow(
    'SMTP_FROM: is required when SMTP_URL is set',
  );
});
