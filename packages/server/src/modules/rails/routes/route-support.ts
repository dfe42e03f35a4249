import type { FastifyReply, FastifyRequest } from 'fastify';
import { hostnameFromHost } from '../../brands/index.js';
import { replyWithFailure } from '../../../plugins/error-handler.js';
import { localizeRailsMessage, railsLocale } from '../rails-texts.js';

/** The brand of the request's host. */
export async function brandOfRequest(request: FastifyRequest) {
  return request.server.brands.resolver.resolve(hostnameFromHost(request.host));
}

/** The rails routes' error handler: every user message in the request's language (English unless the locale cookie says otherwise). */
export function railsErrorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): unknown {
  const locale = railsLocale(request);
  return replyWithFailure(error, request, reply, (message) => localizeRailsMessage(message, locale));
}

/** Longest body the rails routes accept. */
export const railsBodyLimitBytes = 16 * 1024;
