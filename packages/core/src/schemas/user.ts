import { z } from 'zod';
import { flagSchema } from './flags.js';
import { walletListSchema } from './wallet.js';
import { wireDecimalSchema, wireIdSchema, wireTextSchema } from './wire.js';

/** Per-user permission flags of spec §6; only the string "1" (or 1/true) is on. */
export const userPermissionsSchema = z.object({
  send: flagSchema,
  withdrawal: flagSchema,
  fiat_withdrawals: flagSchema,
  widget: flagSchema,
});
export type UserPermissions = z.infer<typeof userPermissionsSchema>;

/** Legacy numbers that arrive as 0/1 or "0"/"1". */
const wireNumberSchema = z.union([z.number(), z.string().regex(/^-?[0-9]{1,15}$/)]).transform(Number);

/** spec §3: the string "null" (and null) for dateOfBirth becomes ''. */
const dateOfBirthSchema = z
  .union([z.string().max(32), z.null()])
  .optional()
  .transform((value) => (value == null || value === 'null' ? '' : value));

/**
 * The User of spec §3, as `GET /users/me` answers it in `request_details.user_info`.
 * emailVerification/phoneVerification: 1 means verified (parsed to booleans).
 * OTPLogin/OTPWithdrawal: numbers (1 = OTP required on login / on withdrawal).
 * verifications.OTPLogin: state of the login OTP ('sent' after a code went out, 'verified' after it
 * was entered); complianceVerification: identity verification state (successful, failed, review,
 * pending). permissions is absent/null for users without a permissions object: the rules treat
 * that case specially (spec §2), so it stays distinguishable from an object with every flag off.
 */
export const userSchema = z.object({
  client_id: wireIdSchema.optional(),
  user_id: wireIdSchema.optional(),
  user_token: z.string().max(4096).optional(),
  session_key: z.string().max(4096).optional(),
  firstName: wireTextSchema,
  lastName: wireTextSchema,
  email: z
    .string()
    .trim()
    .max(254)
    .transform((email) => email.toLowerCase()),
  mobile: wireTextSchema,
  dateOfBirth: dateOfBirthSchema,
  address1: wireTextSchema,
  address2: wireTextSchema,
  city: wireTextSchema,
  state: wireTextSchema,
  country: wireTextSchema,
  zipCode: wireTextSchema,
  issueCountry: wireTextSchema,
  emailVerification: flagSchema,
  phoneVerification: flagSchema,
  OTPLogin: wireNumberSchema.default(0),
  OTPWithdrawal: wireNumberSchema.default(0),
  verifications: z
    .object({ OTPLogin: z.string().max(40).nullable().optional() })
    .nullable()
    .optional()
    .transform((value) => value ?? {}),
  complianceVerification: z.string().max(40).nullable().optional(),
  permissions: userPermissionsSchema.nullable().optional(),
  /** The user's fiat currency: account value is shown in it (spec §2). */
  currency: z.string().max(12).default(''),
  /** Account value per currency as decimal strings: BTC (8 decimals) and each fiat (2). */
  account_values: z.record(z.string(), wireDecimalSchema).default({}),
  wallets: walletListSchema.default([]),
  companyName: wireTextSchema,
  /** Beyond spec §3 (issue 3): the account number and role shown in the members header. */
  account_number: z.string().max(32).optional(),
  role: z.enum(['user', 'merchant', 'operator']).optional(),
  /** Where login and withdrawal codes go; 'totp' is the authenticator app. */
  otp_channel: z.enum(['email', 'sms', 'totp']).optional(),
  /** Spec §4: 1 only when this session's login OTP verification is verified, else 0. */
  double_auth: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type User = z.infer<typeof userSchema>;
export type UserInput = z.input<typeof userSchema>;

/** `request_details` of `POST /users/login` (spec §7). */
export const loginDetailsSchema = z.looseObject({
  user_token: z.string().min(1).max(4096),
  session_key: z.string().min(1).max(4096),
});
export type LoginDetails = z.infer<typeof loginDetailsSchema>;

/** `request_details` of `GET /users/me` (spec §7): the user plus, when refreshed, its token. */
export const currentUserDetailsSchema = z.looseObject({
  user_info: userSchema,
  user_token: z.string().max(4096).optional(),
  session_key: z.string().max(4096).optional(),
});
export type CurrentUserDetails = z.infer<typeof currentUserDetailsSchema>;
