import { createDevOutboxEmailTransport, createDevOutboxSmsTransport } from './delivery/dev-outbox-transport.js';
import { createSmtpEmailTransport } from './delivery/smtp-transport.js';
import type { NotificationTransports } from './delivery/transports.js';
import type { NotifyEnv } from './notify-env.js';

/** SMTP when SMTP_URL is set, else the dev outbox; SMS always the dev outbox until a provider adapter exists. */
export function createTransports(env: NotifyEnv): NotificationTransports {
  return {
    email: env.smtp === undefined ? createDevOutboxEmailTransport() : createSmtpEmailTransport(env.smtp),
    sms: createDevOutboxSmsTransport(),
  };
}
