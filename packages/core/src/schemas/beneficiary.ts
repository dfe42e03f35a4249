import { z } from 'zod';
import { cryptoCurrencySchema, currencyCodeSchema, fiatCurrencySchema } from './currencies.js';
import { wireTimestampSchema } from './wire.js';

/**
 * A withdrawal beneficiary: one entry of the user's address book (spec §7 getUserBeneficiaries and
 * addBeneficiary; spec §3 names beneficiaries without fields). An entry is a crypto address of one
 * coin (with a destination tag where the coin needs one) or a bank account (IBAN, BIC and the
 * account holder's name) for fiat withdrawals.
 *
 * Life of an entry: `pending_confirmation` until the user opens the link emailed when it was added,
 * then `waiting` until `usable_from` (the brand's waiting period, default 24 h, counted from the
 * confirmation), then `active`. Only active entries can be withdrawn to.
 */
export const beneficiaryStatuses = ['pending_confirmation', 'waiting', 'active'] as const;
export type BeneficiaryStatus = (typeof beneficiaryStatuses)[number];

export const beneficiaryKinds = ['crypto', 'bank'] as const;
export type BeneficiaryKind = (typeof beneficiaryKinds)[number];

/** A label the user gives an entry ("My Ledger", "Savings account"). */
export const beneficiaryLabelSchema = z.string().trim().min(1).max(80);

export const beneficiarySchema = z.object({
  /** `ben_…` */
  id: z.string().min(1).max(64),
  kind: z.enum(beneficiaryKinds),
  label: z.string().max(80),
  currency: currencyCodeSchema,
  status: z.enum(beneficiaryStatuses),
  /** Crypto: the address in the form stored and paid to (lower-case bech32, EIP-55 checksum case, CashAddr with prefix). */
  address: z.string().max(128).nullable(),
  destination_tag: z.string().max(20).nullable(),
  /** Bank: electronic format (no spaces). */
  iban: z.string().max(34).nullable(),
  bic: z.string().max(11).nullable(),
  account_holder: z.string().max(140).nullable(),
  /** When the entry becomes usable (null until the email link is opened). */
  usable_from: wireTimestampSchema,
  confirmed_at: wireTimestampSchema,
  created_at: z.string().max(64),
});
export type Beneficiary = z.infer<typeof beneficiarySchema>;

/** GET /users/getUserBeneficiaries: the address book (at most `maxBeneficiaries`), newest first. */
export const maxBeneficiaries = 200;
export const beneficiaryListSchema = z.object({
  beneficiaries: z.array(beneficiarySchema).max(maxBeneficiaries),
  /** Whether only active entries may be withdrawn to (the brand's or the user's switch). */
  allowlist_only: z.boolean(),
});
export type BeneficiaryList = z.infer<typeof beneficiaryListSchema>;

/** A crypto address as typed or pasted (validated per coin and network by the server with core's address code). */
export const withdrawalAddressSchema = z.string().trim().min(1, { message: 'Please enter the address.' }).max(128);
/** A destination tag (memo) for coins that need one: digits only, at most 10 (a 32-bit number). */
export const destinationTagSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{1,10}$/, { message: 'A destination tag is a number of at most 10 digits.' });
/** The account holder's name as the bank knows it (SEPA allows 70 characters). */
export const accountHolderSchema = z
  .string()
  .trim()
  .min(1, { message: 'Please enter the account holder’s name.' })
  .max(70);

/** POST /users/addBeneficiary: a crypto address of one coin, or a bank account (fiat). */
export const addBeneficiaryBodySchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('crypto'),
    currency: cryptoCurrencySchema,
    address: withdrawalAddressSchema,
    destination_tag: destinationTagSchema.optional(),
    label: beneficiaryLabelSchema,
  }),
  z.strictObject({
    kind: z.literal('bank'),
    currency: fiatCurrencySchema,
    iban: z.string().trim().min(1, { message: 'Please enter the IBAN.' }).max(64),
    bic: z.string().trim().max(11).optional(),
    account_holder: accountHolderSchema,
    label: beneficiaryLabelSchema,
  }),
]);
export type AddBeneficiaryBody = z.output<typeof addBeneficiaryBodySchema>;

export const addBeneficiaryDetailsSchema = z.object({ beneficiary: beneficiarySchema, message: z.string() });

/** POST /users/confirmBeneficiary: the token of the link emailed when the entry was added. */
export const confirmBeneficiaryBodySchema = z.strictObject({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { message: 'This confirmation link is not valid.' }),
});
export const confirmBeneficiaryDetailsSchema = z.object({ beneficiary: beneficiarySchema, message: z.string() });

/** DELETE /users/beneficiaries/{id}. */
export const beneficiaryIdParamsSchema = z.object({
  id: z.string().regex(/^ben_[a-z0-9]{1,60}$/, { message: 'must be an address book entry id (ben_…)' }),
});
export const removeBeneficiaryDetailsSchema = z.object({ id: z.string(), removed: z.literal(true) });
