import { z } from 'zod';
import { localeCodes } from '../i18n/locales.js';
import {
  citySchema,
  codeSchema,
  countrySchema,
  dateOfBirthSchema,
  emailSchema,
  firstNameSchema,
  lastNameSchema,
  loginPasswordSchema,
  mobileNumberSchema,
  passwordSchema,
  stateSchema,
  streetNameSchema,
  zipCodeSchema,
} from '../validation/fields.js';

/**
 * Request schemas of the accounts calls (sign-up, sign-in, codes, sessions, profile). Bodies are
 * strict: an unknown field is a validation error, never silently ignored. Messages are core's
 * `validation:` keys or the English texts below, which the server answers in the request's language.
 */
export const accountRequestMessages = {
  nothingToChange: 'Nothing to change.',
  noControlCharacters: 'Please remove the control characters.',
  antiPhishingFormat: 'The anti-phishing code must be 4 to 32 letters, digits, spaces, _ or -.',
  sessionId: 'must be a session id (ses_…)',
  loginActivityCursor: 'must be an id of this list',
} as const;

const confirmPasswordMismatch = 'validation:confirmPasswordMismatch';
const codeInvalid = 'validation:codeInvalid';

/** Most login events one GET /users/loginActivity page lists. */
export const loginActivityPageSizeMax = 100;

/** A registration token of the new registration flow (reg_token, sent back as reg_token_id). */
export const registrationTokenSchema = z.string().trim().min(1).max(200);

/** A login code may also be an authenticator app's recovery code (xxxxx-xxxxx): up to 16 characters. */
export const loginCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9 -]{6,16}$/, { message: codeInvalid });

/** Free text fields beyond the form schemas: trimmed, printable (no control characters), bounded. */
const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\p{Cc}]*$/u, { message: accountRequestMessages.noControlCharacters });

/** POST /users/login. */
export const loginBodySchema = z.strictObject({ email: emailSchema, password: loginPasswordSchema });

/** GET /users/me: the flow variant sends the buyer's ip and is_flow=1 (numbers as the typed client passes them). */
export const currentUserQuerySchema = z.strictObject({
  ip: z.union([z.ipv4(), z.ipv6()]).optional(),
  is_flow: z.union([z.enum(['1', '0']), z.literal(1), z.literal(0)]).optional(),
});

/** DELETE /users/sessions/{id}. */
export const sessionIdParamsSchema = z.object({
  id: z.string().regex(/^ses_[a-z0-9]{1,60}$/, { message: accountRequestMessages.sessionId }),
});

/** GET /users/loginActivity: newest first; `before` is the next_before of the previous page. */
export const loginActivityQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(loginActivityPageSizeMax).default(20),
  before: z
    .string()
    .regex(/^[0-9]{1,18}$/, { message: accountRequestMessages.loginActivityCursor })
    .optional(),
});

/** POST /verify/requestOTP and POST /users/forgetPassword. */
export const emailBodySchema = z.strictObject({ email: emailSchema });

export const verifyOtpTypes = [
  'email',
  'sms',
  'login',
  'login_by_email',
  'email_change',
  'mobile_change',
  'withdrawal',
] as const;
export type VerifyOtpType = (typeof verifyOtpTypes)[number];

/**
 * POST /verify/verifyOTP: a 6-digit code, or for type login also an authenticator or recovery code.
 * type withdrawal: the withdrawal OTP (OTPWithdrawal 1) of the withdrawal `withdrawal_id`, the code
 * sent by email or SMS when it was requested, or the authenticator app's code (otp_channel totp).
 */
export const verifyOtpBodySchema = z
  .strictObject({
    type: z.enum(verifyOtpTypes),
    code: z.string({ message: codeInvalid }).trim().max(32, { message: codeInvalid }),
    reg_token_id: registrationTokenSchema.optional(),
    email: emailSchema.optional(),
    withdrawal_id: z
      .string()
      .regex(/^wdr_[a-z0-9]{1,60}$/, { message: 'must be a withdrawal id (wdr_…)' })
      .optional(),
  })
  .superRefine((body, context) => {
    const schema = body.type === 'login' ? loginCodeSchema : codeSchema;
    if (!schema.safeParse(body.code).success) {
      context.addIssue({ code: 'custom', path: ['code'], message: codeInvalid });
    }
    if (body.type === 'withdrawal' && body.withdrawal_id === undefined) {
      context.addIssue({ code: 'custom', path: ['withdrawal_id'], message: 'Which withdrawal is this code for?' });
    }
  });
export type VerifyOtpBody = z.output<typeof verifyOtpBodySchema>;

/** POST /verify/resendOTP: a registration code (reg_token_id and its channel) or this session's login code. */
export const resendOtpBodySchema = z.strictObject({
  reg_token_id: registrationTokenSchema.optional(),
  channel: z.enum(['email', 'sms']).optional(),
  type: z.enum(['email', 'sms', 'login']).optional(),
});

/** POST /verify/resend: the signed-in user's email or mobile verification code. */
/** POST /verify/resend: the signed-in user's code, or with checkout_id the guest checkout buyer's (flow token). */
export const resendVerificationBodySchema = z.strictObject({
  type: z.enum(['email', 'sms']),
  checkout_id: z.string().trim().min(1).max(200).optional(),
});

/** PATCH /verify/resetMobileCode/{id}: id is the user's user_id or a registration token. */
export const resetMobileCodeParamsSchema = z.object({ id: z.string().min(1).max(200) });

/** PATCH /verify/resetMobileCode/{id} and PATCH /users/changeMobile. */
export const mobileBodySchema = z.strictObject({ mobile: mobileNumberSchema });

/** POST /users/register (register/personal_details): core's field schemas, confirmPassword checked when sent. */
export const personalDetailsBodySchema = z
  .strictObject({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    mobile: mobileNumberSchema,
    password: passwordSchema,
    confirmPassword: z.string().max(128).optional(),
    locale: z.enum(localeCodes).optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    message: confirmPasswordMismatch,
    path: ['confirmPassword'],
  });
export type PersonalDetailsBody = z.output<typeof personalDetailsBodySchema>;

/** POST /users/registrationAttempt: the personal details; return_to 'buy' when started from the buy flow. */
export const registrationAttemptBodySchema = personalDetailsBodySchema.safeExtend({
  return_to: z.literal('buy').optional(),
});

/** PATCH /users/edit: any of the personal and address fields, each validated as on the forms (spec §5). */
export const editUserBodySchema = z
  .strictObject({
    firstName: firstNameSchema.optional(),
    lastName: lastNameSchema.optional(),
    address1: streetNameSchema.optional(),
    address2: plainText(200).optional(),
    city: citySchema.optional(),
    state: stateSchema.optional(),
    zipCode: zipCodeSchema.optional(),
    country: countrySchema.optional(),
    dateOfBirth: dateOfBirthSchema.optional(),
    issueCountry: countrySchema.optional(),
    companyName: plainText(200).optional(),
    locale: z.enum(localeCodes).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: accountRequestMessages.nothingToChange });

/** POST /users/onboarding takes no fields. */
export const onboardingBodySchema = z.strictObject({}).optional();

/** PATCH /users/changePassword. */
export const changePasswordBodySchema = z
  .strictObject({
    current_password: loginPasswordSchema,
    password: passwordSchema,
    confirm_password: z.string().max(128),
  })
  .refine((body) => body.password === body.confirm_password, {
    message: confirmPasswordMismatch,
    path: ['confirm_password'],
  });

/** POST /users/resetPassword: the token of a reset link and the new password. */
export const resetPasswordBodySchema = z
  .strictObject({
    token: z.string().trim().min(1).max(200),
    password: passwordSchema,
    confirm_password: z.string().max(128).optional(),
  })
  .refine((body) => body.confirm_password === undefined || body.confirm_password === body.password, {
    message: confirmPasswordMismatch,
    path: ['confirm_password'],
  });

/** POST /users/reauthenticate: the password, or a current authenticator (or recovery) code. */
export const reauthenticateBodySchema = z.union([
  z.strictObject({ password: loginPasswordSchema }),
  z.strictObject({ code: loginCodeSchema }),
]);

/** PATCH /users/antiPhishingCode: null removes the code. */
export const antiPhishingCodeBodySchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(/^[\p{L}\p{N} _-]{4,32}$/u, { message: accountRequestMessages.antiPhishingFormat })
    .nullable(),
});
