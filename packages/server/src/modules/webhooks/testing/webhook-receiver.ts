import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request the receiver got, as it arrived. */
export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ReceiverAnswer {
  status: number;
  headers?: Record<string, string>;
  body?: string;
  /** Waits this long before answering (to make concurrent deliveries overlap). */
  delayMs?: number;
}

/** A real HTTP receiver on a free loopback port, as a merchant's server would be. */
export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** How to answer the n-th request (0-based); 200 "ok" by default. */
  answer: (index: number, request: ReceivedWebhook) => ReceiverAnswer;
  close(): Promise<void>;
}

export async function startWebhookReceiver(path = '/webhooks'): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const receiver: Omit<WebhookReceiver, 'url' | 'close'> = {
    received,
    answer: () => ({ status: 200, body: 'ok' }),
  };
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const webhook = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      const index = received.length;
      received.push(webhook);
      const answer = receiver.answer(index, webhook);
      setTimeout(() => {
        response.writeHead(answer.status, answer.headers);
        response.end(answer.body ?? '');
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error === undefined ? resolve() : reject(error)));
      }),
  });
}

/**
 * Verifies a received webhook with the npm `standardwebhooks` package, as a merchant would:
 * answers the parsed body, or throws WebhookVerificationError. The package checks the timestamp
 * against the current Date (5 minute tolerance), so run it at the delivery's (test) time.
 */
export function verifyWebhook(secret: string, webhook: ReceivedWebhook): unknown {
  const headers: Record<string, string> = {};
  for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
    const value = webhook.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return new Webhook(secret).verify(webhook.body, headers);
}
