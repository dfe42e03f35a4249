import { failureEnvelopeSchema } from '@platform/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '../../../errors/domain-error.js';
import { replyWithFailure } from '../../../plugins/error-handler.js';
import type { Brand } from '../../brands/brand-repository.js';
import { hostnameFromHost } from '../../brands/host-name.js';
import { accountsMessages } from '../accounts-messages.js';
import { localizeMessage, requestLocale } from '../localize.js';
import { CodeCooldownError } from '../one-time-codes.js';
import { rateLimitedError } from '../rate-limits.js';
import { accountsTexts } from '../accounts-texts.js';

/** `{ request_status: 1, request_details: … }` for a route's 200 response schema. */
export function successSchema<T extends z.ZodType>(details: T) {
  return z.object({ request_status: z.literal(1), request_details: details });
}

/** Failure responses every accounts route may answer. */
export const failureResponses = {
  400: failureEnvelopeSchema,
  401: failureEnvelopeSchema,
  403: failureEnvelopeSchema,
  404: failureEnvelopeSchema,
  409: failureEnvelopeSchema,
  413: failureEnvelopeSchema,
  415: failureEnvelopeSchema,
  429: failureEnvelopeSchema,
  503: failureEnvelopeSchema,
};

export async function brandOf(app: FastifyInstance, request: FastifyRequest): Promise<Brand> {
  return app.brands.resolver.resolve(hostnameFromHost(request.host));
}

/** The signed-in user of a route behind requireUser (a broken precondition is a bug, not a 401). */
export function authOf(request: FastifyRequest): NonNullable<FastifyRequest['auth']> {
  if (request.auth === null) throw new Error('route needs requireUser before it');
  return request.auth;
}

export const failures = {
  invalidCode: () => new DomainError('request_failed', { code: accountsMessages.invalidCode }),
  invalidPassword: (field = 'password') =>
    new DomainError('request_failed', { [field]: accountsMessages.invalidPassword }),
  registrationTokenExpired: () =>
    new DomainError('request_failed', { reg_token_id: accountsMessages.registrationTokenExpired }),
  emailTaken: () => new DomainError('conflict', { email: accountsTexts.en.emailTaken }),
  notFound: (topic: string, message: string) => new DomainError('not_found', { [topic]: message }),
  cooldown: (error: CodeCooldownError) => rateLimitedError(error.retryAfterSeconds),
};

/** Runs `work`; a code asked for within the resend cooldown becomes 429 rate_limited with retry_after. */
export async function withCodeCooldown<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CodeCooldownError) throw failures.cooldown(error);
    throw error;
  }
}

/** Strict bodies: an unknown field is a validation error, never silently ignored. */
export const strictObject = z.strictObject;

/** Longest body the accounts routes accept (the app-wide cap is larger, for uploads elsewhere). */
export const accountsBodyLimitBytes = 16 * 1024;

/**
 * The accounts routes' error handler: core's form schemas report i18n keys
 * (`validation:emailInvalid`), answered as their text (spec §5); every user message is in the
 * request's language (English, the spec's wording, unless the `locale` cookie says otherwise).
 */
export function accountsErrorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): unknown {
  const locale = requestLocale(request);
  return replyWithFailure(error, request, reply, (message) => localizeMessage(message, locale));
}

/** preSerialization: a success answer's `request_details.message` in the request's language. */
export async function localizeSuccessMessage(request: FastifyRequest, _reply: FastifyReply, payload: unknown) {
  const details = (payload as { request_details?: { message?: unknown } } | null)?.request_details;
  if (details !== undefined && typeof details.message === 'string') {
    details.message = localizeMessage(details.message, requestLocale(request));
  }
  return payload;
}
