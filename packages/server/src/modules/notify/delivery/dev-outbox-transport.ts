import type { EmailTransport, SmsTransport } from './transports.js';

/**
 * The embedded default and test mode: nothing leaves the machine. The row is marked sent with
 * delivered_via 'dev_outbox', and the message stays readable in the outbox (test-mode routes).
 */
export const devOutboxVia = 'dev_outbox';

export function createDevOutboxEmailTransport(): EmailTransport {
  return {
    name: devOutboxVia,
    async send() {
      return { via: devOutboxVia };
    },
    async close() {},
  };
}

export function createDevOutboxSmsTransport(): SmsTransport {
  return {
    name: devOutboxVia,
    async send() {
      return { via: devOutboxVia };
    },
    async close() {},
  };
}
