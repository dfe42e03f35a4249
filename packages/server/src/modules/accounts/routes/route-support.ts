import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../../errors/domain-error.js';
import { replyWithFailure } from '../../../plugins/error-handler.js';
import type { Brand } from '../../brands/index.js';
import { hostnameFromHost } from '../../brands/index.js';
import { accountsMessages } from '../accounts-messages.js';
import { localizeMessage, requestLocale } from '../localize.js';
import { CodeCooldownError } from '../one-time-codes.js';
import { rateLimitedError } from '../../../lib/rate-limits.js';
import { accountsTexts } from '../accounts-texts.js';

/** The brand of the request's host. */
export async function brandOf(request: FastifyRequest): Promise<Brand> {
  return request.server.brands.resolver.resolve(hostnameFromHost(request.host));
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
