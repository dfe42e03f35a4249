import { z } from 'zod';
import { verifyOtpTypes } from './account-requests.js';
import { loginDetailsSchema } from './user.js';

/**
 * `request_details` of the accounts calls, as the server sends them. No transforms: the server
 * checks its answers against these schemas, so what goes out is exactly what the handler built.
 */

/**
 * POST /users/login and POST /users/register: the session token and id, and otp_state 'sent' when
 * the login needs a code next (/double-auth), else null. This server always sends otp_state.
 */
export const signInDetailsSchema = loginDetailsSchema.safeExtend({
  otp_state: z.enum(['sent', 'verified']).nullable().optional(),
});
export type SignInDetails = z.infer<typeof signInDetailsSchema>;

/** POST /users/logout. */
export const logoutDetailsSchema = z.object({ logged_out: z.literal(true) });

/** A code went out (or, for POST /verify/requestOTP, went out if the account exists). */
export const codeSentDetailsSchema = z.object({ sent: z.literal(true), message: z.string() });
export type CodeSentDetails = z.infer<typeof codeSentDetailsSchema>;

/** Calls that answer only a user message. */
export const accountMessageDetailsSchema = z.object({ message: z.string() });

/** POST /verify/verifyOTP. */
export const verifyOtpDetailsSchema = z.object({
  verified: z.enum(verifyOtpTypes),
  /** New flow: true once both codes are verified and the user exists (then user_token/session_key are set). */
  registration_complete: z.boolean().optional(),
  email_verified: z.boolean().optional(),
  phone_verified: z.boolean().optional(),
  user_token: z.string().optional(),
  session_key: z.string().optional(),
  message: z.string().optional(),
  /** type withdrawal: the withdrawal's id and its status after the code (processing, or approval_pending). */
  withdrawal_id: z.string().optional(),
  withdrawal_status: z.string().optional(),
});
export type VerifyOtpDetails = z.infer<typeof verifyOtpDetailsSchema>;

/** POST /users/registrationAttempt: reg_token (also as reg_token_id) and how long it lives. */
export const registrationAttemptDetailsSchema = z.object({
  reg_token: z.string().min(1),
  reg_token_id: z.string().min(1),
  expires_in_seconds: z.number().int(),
});

/** A live session of the user (profile#security "active sessions"). */
export const accountSessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  ip: z.string(),
  country: z.string().nullable(),
  device: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** GET /users/sessions. */
export const sessionListDetailsSchema = z.object({ sessions: z.array(accountSessionSchema) });

/** DELETE /users/sessions/{id}. */
export const sessionEndedDetailsSchema = z.object({ ended: z.literal(true) });

/** What a sign-in attempt came to, as the login activity lists it. */
export const loginOutcomes = [
  'success',
  'wrong_password',
  'locked',
  'otp_sent',
  'otp_verified',
  'otp_failed',
  'code_login',
] as const;
export type LoginOutcome = (typeof loginOutcomes)[number];

export const loginActivityEventSchema = z.object({
  id: z.string(),
  time: z.string(),
  ip: z.string(),
  country: z.string().nullable(),
  device: z.string(),
  outcome: z.enum(loginOutcomes),
});

/** GET /users/loginActivity: one page, newest first; next_before is null on the last page. */
export const loginActivityDetailsSchema = z.object({
  events: z.array(loginActivityEventSchema),
  next_before: z.string().nullable(),
});

/** The personal and address details PATCH /users/edit answers with. */
export const accountProfileSchema = z.object({
  user_id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string(),
  dateOfBirth: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  zipCode: z.string(),
  issueCountry: z.string(),
  companyName: z.string(),
  locale: z.string(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

/** PATCH /users/edit. */
export const editUserDetailsSchema = z.object({ user: accountProfileSchema });

/** POST /users/onboarding. */
export const onboardingDetailsSchema = z.object({ onboarded: z.literal(true) });

/** PATCH /users/changeEmail: the code went to the new address. */
export const emailChangeDetailsSchema = z.object({ sent: z.literal(true), email: z.string() });

/** POST /users/reauthenticate: the step-up holds until then (ISO 8601). */
export const reauthenticateDetailsSchema = z.object({ step_up_until: z.string() });

/** PATCH /users/antiPhishingCode. */
export const antiPhishingCodeDetailsSchema = z.object({ anti_phishing_code: z.string().nullable() });
