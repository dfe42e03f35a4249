import { z } from 'zod';
import { DomainError } from '../../errors/domain-error.js';
import { maxLinkExpirySeconds, minLinkExpirySeconds } from './payments-service.js';

/**
 * How long a payment link may be opened to choose a coin, as a create call asks for it: either
 * `expires_in` seconds or `link_expires_at` (an ISO time), from 60 s to 30 days; neither: 24 h.
 */
export const linkExpiryFields = {
  expires_in: z.coerce.number().int().min(minLinkExpirySeconds).max(maxLinkExpirySeconds).optional(),
  link_expires_at: z.iso.datetime({ offset: true }).optional(),
};

export function linkExpiresAt(
  body: { expires_in?: number | undefined; link_expires_at?: string | undefined },
  now: Date,
): Date | undefined {
  if (body.expires_in !== undefined && body.link_expires_at !== undefined) {
    throw new DomainError('validation_failed', { expires_in: 'Send expires_in or link_expires_at, not both.' });
  }
  if (body.expires_in !== undefined) return new Date(now.getTime() + body.expires_in * 1000);
  if (body.link_expires_at === undefined) return undefined;
  const at = new Date(body.link_expires_at);
  const seconds = (at.getTime() - now.getTime()) / 1000;
  if (seconds < minLinkExpirySeconds || seconds > maxLinkExpirySeconds) {
    throw new DomainError('validation_failed', {
      link_expires_at: `A payment link expires ${minLinkExpirySeconds} s to ${maxLinkExpirySeconds / 86_400} days from now.`,
    });
  }
  return at;
}
