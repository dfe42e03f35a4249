import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../db/database.js';
import type { NotificationMessage } from '../notify/index.js';
import { codeLifetimeMinutes, issueCode, type CodeChannel, type CodePurpose } from './one-time-codes.js';
import { notifyUser, toE164 } from './user-notifications.js';
import type { UserRecord } from './user-repository.js';

const loginPurposes = new Set<CodePurpose>(['login_otp', 'login_by_email']);

/** The template of a code: login codes say "finish signing in", the rest "verify"; SMS has one template. */
function messageFor(purpose: CodePurpose, channel: CodeChannel, code: string): NotificationMessage {
  if (channel === 'sms') return { template: 'sms_verification_code', params: { code } };
  if (loginPurposes.has(purpose))
    return { template: 'login_code', params: { code, expiresInMinutes: codeLifetimeMinutes } };
  return { template: 'email_verification_code', params: { code, expiresInMinutes: codeLifetimeMinutes } };
}

/**
 * Issues a one-time code and queues it to `destination` in the caller's transaction (the code
 * exists exactly when its message does). Throws CodeCooldownError within the resend cooldown.
 */
export async function sendCode(
  app: FastifyInstance,
  transaction: Transaction,
  input: {
    user: Pick<UserRecord, 'brandId' | 'locale' | 'antiPhishingCode'>;
    purpose: CodePurpose;
    subject: string;
    channel: CodeChannel;
    destination: string;
  },
): Promise<void> {
  const destination = input.channel === 'sms' ? toE164(input.destination) : input.destination;
  const { code } = await issueCode(transaction, {
    purpose: input.purpose,
    subject: input.subject,
    channel: input.channel,
    destination,
  });
  await notifyUser(app, transaction, {
    user: input.user,
    recipient: destination,
    message: messageFor(input.purpose, input.channel, code),
  });
}
