import { isLocaleCode, type LocaleCode } from '@platform/core';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../db/database.js';
import { findBrandById } from '../brands/index.js';
import type { NotificationMessage } from '../notify/index.js';
import type { UserRecord } from './user-repository.js';

/** SMS providers take E.164; mobile numbers are stored as the user typed them, digits only, maybe without +. */
export function toE164(mobile: string): string {
  return mobile.startsWith('+') ? mobile : `+${mobile}`;
}

export function localeOf(user: Pick<UserRecord, 'locale'>): LocaleCode {
  return isLocaleCode(user.locale) ? user.locale : 'en';
}

/**
 * Queues a message to a user in the caller's transaction, in the user's language, with their
 * brand's identity and their anti-phishing code.
 */
export async function notifyUser(
  app: FastifyInstance,
  transaction: Transaction,
  input: {
    user: Pick<UserRecord, 'brandId' | 'locale' | 'antiPhishingCode'>;
    recipient: string;
    message: NotificationMessage;
  },
): Promise<void> {
  const brand = await findBrandById(transaction, input.user.brandId);
  if (brand === undefined) throw new Error(`brand ${input.user.brandId} of a user does not exist`);
  await app.notify.queue(transaction, {
    brand: { id: brand.id, configuration: brand.configuration },
    recipient: input.recipient,
    locale: localeOf(input.user),
    message: input.message,
    antiPhishingCode: input.user.antiPhishingCode ?? undefined,
  });
}
