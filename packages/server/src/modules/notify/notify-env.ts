import { z } from 'zod';
import { EnvError } from '../../config/env-error.js';
import { smtpSendBoundMs } from './delivery/smtp-transport.js';
import { defaultLeaseMs } from './delivery/deliver-pending.js';

/** Unset and empty both mean "use the default", as in config/env.ts. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());
const timeoutMs = z.coerce.number().int().min(100).max(120_000);

export const smsProviders = ['dev_outbox'] as const;

/**
 * The notification variables, as a shape the app's env schema can spread in. Credentials live only
 * in SMTP_URL and are never logged (the transport's name shows the URL redacted).
 */
export const notifyEnvShape = {
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' })),
  SMTP_FROM: optional(z.email({ message: 'must be an email address such as no-reply@example.com' })),
  SMTP_CONNECTION_TIMEOUT_MS: optional(timeoutMs),
  SMTP_GREETING_TIMEOUT_MS: optional(timeoutMs),
  SMTP_SOCKET_TIMEOUT_MS: optional(timeoutMs),
  SMS_PROVIDER: optional(z.enum(smsProviders)),
  SMS_SENDER_ID: optional(
    z.string().regex(/^([A-Za-z0-9 ]{1,11}|\+[1-9][0-9]{6,14})$/, {
      message: 'must be up to 11 letters or digits, or an E.164 number',
    }),
  ),
  NOTIFY_POLL_INTERVAL_MS: optional(z.coerce.number().int().min(100).max(60_000)),
};
export const notifyEnvSchema = z.object(notifyEnvShape);
export type RawNotifyEnv = z.infer<typeof notifyEnvSchema>;

export interface SmtpSettings {
  url: string;
  fromAddress: string;
  connectionTimeoutMs: number;
  greetingTimeoutMs: number;
  socketTimeoutMs: number;
}

export interface NotifyEnv {
  /** Undefined: emails go to the dev outbox (the embedded default and test mode). */
  smtp: SmtpSettings | undefined;
  sms: { provider: (typeof smsProviders)[number]; senderId: string | undefined };
  pollIntervalMs: number;
}

/** Turns parsed variables into settings; returns every cross-field problem instead of the first. */
export function toNotifyEnv(raw: RawNotifyEnv): { env: NotifyEnv; problems: string[] } {
  const problems: string[] = [];
  let smtp: SmtpSettings | undefined;
  if (raw.SMTP_URL !== undefined) {
    if (raw.SMTP_FROM === undefined) problems.push('SMTP_FROM: is required when SMTP_URL is set');
    smtp = {
      url: raw.SMTP_URL,
      fromAddress: raw.SMTP_FROM ?? '',
      connectionTimeoutMs: raw.SMTP_CONNECTION_TIMEOUT_MS ?? 10_000,
      greetingTimeoutMs: raw.SMTP_GREETING_TIMEOUT_MS ?? 10_000,
      socketTimeoutMs: raw.SMTP_SOCKET_TIMEOUT_MS ?? 30_000,
    };
    if (smtpSendBoundMs(smtp) >= defaultLeaseMs) {
      problems.push(`SMTP_*_TIMEOUT_MS: together must stay under the ${defaultLeaseMs} ms delivery lease`);
    }
  }
  return {
    env: {
      smtp,
      sms: { provider: raw.SMS_PROVIDER ?? 'dev_outbox', senderId: raw.SMS_SENDER_ID },
      pollIntervalMs: raw.NOTIFY_POLL_INTERVAL_MS ?? 1000,
    },
    problems,
  };
}

/** Parses the notification variables alone; every bad variable is reported together. */
export function parseNotifyEnv(source: Record<string, string | undefined>): NotifyEnv {
  const parsed = notifyEnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new EnvError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const { env, problems } = toNotifyEnv(parsed.data);
  if (problems.length > 0) throw new EnvError(problems);
  return env;
}
