import {
  cryptoCurrencies,
  currencyCodes,
  decimalAmountSchema,
  failureEnvelopeSchema,
  isCurrencyCode,
  type CurrencyCode,
} from '@platform/core';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.js';
import type { AuthenticatedUser } from '../accounts/index.js';
import { isWalletsError } from './wallets-error.js';

export const failureResponses = {
  400: failureEnvelopeSchema,
  401: failureEnvelopeSchema,
  403: failureEnvelopeSchema,
  404: failureEnvelopeSchema,
  409: failureEnvelopeSchema,
  503: failureEnvelopeSchema,
};

export function successSchema<T extends z.ZodType>(details: T) {
  return z.object({ request_status: z.literal(1), request_details: details });
}

/** The session of a route behind requireUser (which answers 401 before the handler runs without one). */
export function authOf(request: FastifyRequest): AuthenticatedUser {
  if (request.auth === null) throw new DomainError('unauthorized', 'Please sign in.');
  return request.auth;
}

export const unsupportedCurrencyMessage = `must be one of ${currencyCodes.join(', ')}`;

/** A currency code as clients send it: any case, surrounding spaces ignored. */
export const currencyParamSchema = z
  .string()
  .max(12)
  .transform((text) => text.trim().toUpperCase())
  .refine((code) => isCurrencyCode(code), { message: unsupportedCurrencyMessage })
  .transform((code) => code as CurrencyCode);

export const supportedCryptoList = cryptoCurrencies.join(', ');

/** A deposit amount in base units, with core's messages for a malformed one (too many decimals, …). */
export function depositAmount(currency: CurrencyCode, text: string): bigint {
  const parsed = decimalAmountSchema(currency).safeParse(text);
  if (!parsed.success)
    throw new DomainError('validation_failed', { amount: parsed.error.issues.map((issue) => issue.message) });
  if (parsed.data === 0n)
    throw new DomainError('validation_failed', { amount: 'The amount must be greater than zero' });
  return parsed.data;
}

/**
 * The WalletsError a service threw, as the HTTP failure a client can act on (field names are the
 * request's); anything else is rethrown for the error handler (a 5xx, details only in the log).
 */
export function toHttpFailure(
  error: unknown,
  fields: { currency?: string; user?: string; transaction?: string } = {},
): unknown {
  if (!isWalletsError(error)) return error;
  switch (error.type) {
    case 'deposits_not_configured':
      return new DomainError('configuration_missing', { [fields.currency ?? 'symbol']: error.message });
    case 'user_not_found':
      return new DomainError('not_found', { [fields.user ?? 'user_id']: error.message });
    case 'wallet_not_found':
      return new DomainError('not_found', { [fields.currency ?? 'symbol']: error.message });
    case 'transaction_not_found':
      return new DomainError('not_found', { [fields.transaction ?? 'transaction_id']: error.message });
    case 'idempotency_conflict':
      return new DomainError('conflict', { client_id: error.message });
    case 'history_too_long':
      return new DomainError('validation_failed', { from: error.message });
    case 'invalid_request':
      return new DomainError('validation_failed', error.message);
  }
}
