import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../db/database.js';
import { sendCode } from './code-sender.js';
import { checkCode } from './one-time-codes.js';
import type { UserRecord } from './user-repository.js';

/**
 * For the wallets module (OTPWithdrawal 1): sends a withdrawal code by the user's OTP channel
 * (email, or SMS for 'sms'; authenticator users verify through the identity module instead).
 * Same rules as every code: 6 digits, 10 minutes, 5 tries, 60 s resend cooldown (CodeCooldownError).
 */
export async function sendWithdrawalCode(
  app: FastifyInstance,
  transaction: Transaction,
  user: UserRecord,
): Promise<{ channel: 'email' | 'sms' }> {
  const channel = user.otpChannel === 'sms' ? 'sms' : 'email';
  await sendCode(app, transaction, {
    user,
    purpose: 'withdrawal_otp',
    subject: user.id,
    channel,
    destination: channel === 'sms' ? user.mobile : user.email,
  });
  return { channel };
}

/**
 * Checks a withdrawal code; true consumes it. Returns false for a wrong code (counting a try), so
 * call it in a transaction that commits even when the withdrawal is then refused.
 */
export async function checkWithdrawalCode(transaction: Transaction, userId: string, code: string): Promise<boolean> {
  return (await checkCode(transaction, { purpose: 'withdrawal_otp', subject: userId, code })).ok;
}
