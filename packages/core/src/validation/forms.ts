import { z } from 'zod';
import { validationKey as key } from './messages.js';
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
  tradingNameSchema,
  zipCodeSchema,
} from './fields.js';

/** Form schemas shared by server (request bodies) and clients (forms). Messages are i18n keys. */

const passwordsMatch = (form: { password: string; confirmPassword: string }) => form.password === form.confirmPassword;
const mismatch = { error: key('confirmPasswordMismatch'), path: ['confirmPassword'] };

export const loginFormSchema = z.object({ email: emailSchema, password: loginPasswordSchema });
export type LoginForm = z.infer<typeof loginFormSchema>;

export const forgetPasswordFormSchema = z.object({ email: emailSchema });

/** register/personal_details */
export const personalDetailsFormSchema = z
  .object({
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    email: emailSchema,
    mobile: mobileNumberSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: key('confirmPasswordMismatch') }),
  })
  .refine(passwordsMatch, mismatch);
export type PersonalDetailsForm = z.infer<typeof personalDetailsFormSchema>;

/** register/address_details: every field address completeness needs, plus state. */
export const addressDetailsFormSchema = z.object({
  address1: streetNameSchema,
  city: citySchema,
  state: stateSchema,
  zipCode: zipCodeSchema,
  country: countrySchema,
  dateOfBirth: dateOfBirthSchema,
});
export type AddressDetailsForm = z.infer<typeof addressDetailsFormSchema>;

export const changePasswordFormSchema = z
  .object({
    oldPassword: loginPasswordSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: key('confirmPasswordMismatch') }),
  })
  .refine(passwordsMatch, mismatch);

export const codeFormSchema = z.object({ code: codeSchema });

export const tradingNameFormSchema = z.object({ tradingName: tradingNameSchema });

/** Guest checkout contact details: the buyer must accept the Terms and Conditions and the Refund Policy. */
export const checkoutContactFormSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  mobile: mobileNumberSchema,
  acceptTerms: z.literal(true, { error: key('termsRequired') }),
  acceptRefundPolicy: z.literal(true, { error: key('refundPolicyRequired') }),
});
export type CheckoutContactForm = z.infer<typeof checkoutContactFormSchema>;

/** Field → first message key, the shape forms display. */
export function firstIssueByField(error: z.ZodError): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    if (!(field in byField)) byField[field] = issue.message;
  }
  return byField;
}
