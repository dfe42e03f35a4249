/** The closed set of failures the webhooks service reports to its callers (routes map them to HTTP). */
export const webhooksErrorTypes = [
  'no_endpoint',
  'endpoint_disabled',
  'event_not_found',
  'idempotency_conflict',
] as const;
export type WebhooksErrorType = (typeof webhooksErrorTypes)[number];

export class WebhooksError extends Error {
  constructor(
    readonly type: WebhooksErrorType,
    message: string,
  ) {
    super(message);
    this.name = 'WebhooksError';
  }
}

export function isWebhooksError(error: unknown): error is WebhooksError {
  return error instanceof WebhooksError;
}
