import { z } from 'zod';

/**
 * Two-factor settings of a signed-in user: the authenticator app (TOTP, RFC 6238) with its
 * recovery codes, and PATCH /users/changeOTP (spec §6 "Per-user OTP settings on login and on
 * withdrawal").
 */
export const otpChannels = ['email', 'sms', 'totp'] as const;
export type OtpChannel = (typeof otpChannels)[number];

export const sixDigitCodeSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{6}$/, { message: 'Code must be 6 digits' });

/** A 6-digit authenticator code or a recovery code (xxxxx-xxxxx). */
export const twoFactorCodeSchema = z
  .string()
  .trim()
  .min(6, { message: 'must be a 6-digit code or a recovery code' })
  .max(16, { message: 'must be a 6-digit code or a recovery code' })
  .regex(/^[A-Za-z0-9 -]+$/, { message: 'must be a 6-digit code or a recovery code' });

/** Calls without input: nothing, or an empty JSON object. */
export const emptyBodySchema = z.strictObject({}).nullish();

export const totpCodeBodySchema = z.strictObject({ code: sixDigitCodeSchema });
export const twoFactorCodeBodySchema = z.strictObject({ code: twoFactorCodeSchema });

export const totpStatusDetailsSchema = z.object({
  status: z.enum(['off', 'pending', 'active']),
  confirmed_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
});

export const totpSetupDetailsSchema = z.object({
  secret: z.string().describe('base32, for typing into the app by hand'),
  otpauth_uri: z.string().describe('otpauth://totp/… for the QR code'),
  qr_text: z.string().describe('the exact text to encode in the QR code (same as otpauth_uri)'),
  issuer: z.string(),
  account_name: z.string(),
  algorithm: z.literal('SHA1'),
  digits: z.literal(6),
  period: z.literal(30),
});

export const totpConfirmedDetailsSchema = z.object({
  status: z.literal('active'),
  recovery_codes: z.array(z.string()).describe('shown once; store them somewhere safe'),
  OTPLogin: z.literal(1),
  channel: z.literal('totp'),
});

export const totpDisabledDetailsSchema = z.object({ status: z.literal('off'), channel: z.enum(otpChannels) });

export const recoveryCodesDetailsSchema = z.object({ recovery_codes: z.array(z.string()) });

/** 0/1 as the legacy client sends them: numbers or strings. */
const onOffSchema = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((value) => (Number(value) === 1 ? 1 : 0) as 0 | 1);

export const nothingToChangeMessage = 'Send at least one of OTPLogin, OTPWithdrawal or channel.';

/** PATCH /users/changeOTP: at least one of the three. */
export const changeOtpBodySchema = z
  .strictObject({
    OTPLogin: onOffSchema.optional(),
    OTPWithdrawal: onOffSchema.optional(),
    channel: z.enum(otpChannels).optional(),
  })
  .refine((body) => body.OTPLogin !== undefined || body.OTPWithdrawal !== undefined || body.channel !== undefined, {
    message: nothingToChangeMessage,
  });

export const twoFactorSettingsDetailsSchema = z.object({
  OTPLogin: z.union([z.literal(0), z.literal(1)]),
  OTPWithdrawal: z.union([z.literal(0), z.literal(1)]),
  channel: z.enum(otpChannels),
});
