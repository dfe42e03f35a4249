import { z } from 'zod';

/**
 * request_details of the security calls the profile reads (accounts and identity modules). Parsed
 * here, at the boundary, so the screens trust their types.
 */
export const totpStatusSchema = z.looseObject({
  status: z.enum(['off', 'pending', 'active']),
  recovery_codes_left: z.number().int().optional(),
});

export const totpSetupSchema = z.looseObject({
  secret: z.string().min(1).max(200),
  qr_text: z.string().min(1).max(2000),
});

export const recoveryCodesSchema = z.looseObject({ recovery_codes: z.array(z.string().max(64)).max(50) });

export const twoFactorSettingsSchema = z.looseObject({
  OTPLogin: z.union([z.literal(0), z.literal(1)]),
  OTPWithdrawal: z.union([z.literal(0), z.literal(1)]),
  channel: z.enum(['email', 'sms', 'totp']),
});

const text = z.string().max(1000).nullable().optional();

export const sessionSchema = z.looseObject({
  id: z.string().max(100),
  created_at: z.string().max(64),
  last_seen_at: z.string().max(64).nullable().optional(),
  ip: text,
  country: text,
  device: text,
  current: z.boolean().optional(),
});
export type ActiveSession = z.infer<typeof sessionSchema>;
export const sessionListSchema = z.looseObject({ sessions: z.array(sessionSchema).max(500) });

export const loginEventSchema = z.looseObject({
  id: z.string().max(40),
  time: z.string().max(64),
  ip: text,
  country: text,
  device: text,
  outcome: text,
});
export type LoginEvent = z.infer<typeof loginEventSchema>;
export const loginActivitySchema = z.looseObject({
  events: z.array(loginEventSchema).max(100),
  /** Pass as `before` for the next (older) page; null on the last page. */
  next_before: z.string().max(40).nullable(),
});
