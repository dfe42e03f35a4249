import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../../app.js';

/** Tests only: small wrappers around app.inject for the accounts routes. */
export interface Client {
  post(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  del(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
}

export function accountsClient(app: App, defaults: { remoteAddress?: string; userAgent?: string } = {}): Client {
  const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, headers = {}) =>
    app.inject({
      method,
      url: `/api${url}`,
      ...(body === undefined ? {} : { payload: body as object }),
      headers: { 'user-agent': defaults.userAgent ?? 'vitest-agent', ...headers },
      ...(defaults.remoteAddress === undefined ? {} : { remoteAddress: defaults.remoteAddress }),
    });
  return {
    post: (url, body, headers) => send('POST', url, body ?? {}, headers),
    patch: (url, body, headers) => send('PATCH', url, body ?? {}, headers),
    get: (url, headers) => send('GET', url, undefined, headers),
    del: (url, headers) => send('DELETE', url, undefined, headers),
  };
}

/** Headers of an API client holding a session token (the JSON-encoded Authorization header of spec §6). */
export function tokenHeaders(token: string): Record<string, string> {
  return { authorization: JSON.stringify(token) };
}

interface OutboxMessageJson {
  recipient: string;
  template: string;
  subject: string;
  text_body: string;
  html_body: string | null;
}

/** The messages queued for a recipient, newest first, through the test-mode outbox endpoint. */
export async function outboxFor(app: App, recipient: string): Promise<OutboxMessageJson[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/test-mode/outbox?to=${encodeURIComponent(recipient)}&limit=100`,
  });
  return (response.json() as { request_details: { messages: OutboxMessageJson[] } }).request_details.messages;
}

/** The 6-digit code of the newest message of `template` to `recipient`. */
export async function latestCode(app: App, recipient: string, template?: string): Promise<string> {
  const messages = await outboxFor(app, recipient);
  const message = messages.find((candidate) => template === undefined || candidate.template === template);
  const code = message === undefined ? undefined : /\b(\d{6})\b/.exec(message.text_body)?.[1];
  if (code === undefined) throw new Error(`no ${template ?? ''} code for ${recipient} in the outbox`);
  return code;
}

/** A code that is not `code` (for wrong-code tests). */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

export interface Failure {
  request_status: 0;
  error_code: string;
  error_message: Record<string, { error: string[] }>;
}
