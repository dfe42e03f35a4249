import { currencyCodeSchema } from '@platform/core';
import { z } from 'zod';
import { isSafeEmailUrl } from './html-escape.js';
import { withdrawalEvents } from './locales/withdrawals.js';

/** One-time codes: digits or letters, short enough to type. */
const codeSchema = z.string().regex(/^[A-Za-z0-9]{4,12}$/, { message: 'must be 4 to 12 letters or digits' });
const minutesSchema = z.number().int().min(1).max(10_080);
const linkSchema = z.string().max(2048).refine(isSafeEmailUrl, { message: 'must be an absolute http(s) URL' });
const shortText = z.string().trim().min(1).max(200);

export const securityChanges = ['password', 'email', 'two_factor'] as const;
export type SecurityChange = (typeof securityChanges)[number];

/** The 24 h withdrawal lock after a password, email or 2FA change. */
export const withdrawalLockHours = 24;

/** Parameters of every template, validated when a message is queued (a boundary: callers are other modules). */
export const templateParamsSchemas = {
  email_verification_code: z.object({ code: codeSchema, expiresInMinutes: minutesSchema }),
  sms_verification_code: z.object({ code: codeSchema }),
  login_code: z.object({ code: codeSchema, expiresInMinutes: minutesSchema }),
  password_reset: z.object({ resetUrl: linkSchema, expiresInMinutes: minutesSchema }),
  security_changed: z.object({
    change: z.enum(securityChanges),
    withdrawalLockHours: z.number().int().min(1).max(720).default(withdrawalLockHours),
  }),
  login_alert: z.object({
    time: z.date(),
    ip: z.string().min(2).max(64),
    /** ISO 3166-1 alpha-2; shown as the country's name in the message's language. */
    country: z.string().regex(/^[A-Z]{2}$/, { message: 'must be an ISO 3166 country code such as GB' }),
    device: shortText,
  }),
  kyc_outcome: z
    .object({
      outcome: z.enum(['approved', 'rejected']),
      /** The reviewer's reason, required for a rejection; shown to the user as written (escaped). */
      reason: z.string().trim().min(1).max(500).optional(),
    })
    .refine((params) => params.outcome === 'approved' || params.reason !== undefined, {
      message: 'a rejection needs its reason',
      path: ['reason'],
    }),
  payment_link: z.object({
    amountBaseUnits: z.bigint().positive(),
    currency: currencyCodeSchema,
    product: shortText,
    merchantName: shortText,
    link: linkSchema,
  }),
  deposit_received: z.object({
    amountBaseUnits: z.bigint().positive(),
    currency: currencyCodeSchema,
    /** The chain transaction's hash (64 hex digits; EVM hashes with their 0x). */
    txid: z.string().regex(/^(0x)?[0-9a-fA-F]{64}$/, { message: 'must be a transaction hash of 64 hex digits' }),
    /** Confirmations the deposit had when it was credited. */
    confirmations: z.number().int().min(1).max(1_000_000),
  }),
  webhook_disabled: z.object({
    merchantName: shortText,
    /** The endpoint's URL, shown as text (never a link: it is the merchant's own server). */
    webhookUrl: z.string().min(1).max(2048),
    reason: z.enum(['gone']),
    disabledAt: z.date(),
  }),
  /** A new withdrawal address-book entry, with the link that confirms it (withdrawals module). */
  beneficiary_added: z.object({
    label: shortText,
    /** The address (with its coin) or the IBAN, as the user will recognise it. */
    destination: z.string().min(1).max(200),
    confirmUrl: linkSchema,
    /** The waiting period after the confirmation. */
    waitingSeconds: z
      .number()
      .int()
      .min(0)
      .max(30 * 86_400),
  }),
  /** A withdrawal's step: requested, approved, sent (with the txid of a crypto send), failed or rejected (funds returned). */
  withdrawal_update: z.object({
    event: z.enum(withdrawalEvents),
    amountBaseUnits: z.bigint().positive(),
    feeBaseUnits: z.bigint().nonnegative(),
    currency: currencyCodeSchema,
    destination: z.string().min(1).max(200),
    txid: z.string().min(1).max(100).optional(),
    reason: z.string().trim().min(1).max(500).optional(),
  }),
} as const;

export type TemplateName = keyof typeof templateParamsSchemas;
export const templateNames = Object.keys(templateParamsSchemas) as TemplateName[];

/** The channel each template is written for. */
export const templateChannels: Record<TemplateName, 'email' | 'sms'> = {
  email_verification_code: 'email',
  sms_verification_code: 'sms',
  login_code: 'email',
  password_reset: 'email',
  security_changed: 'email',
  login_alert: 'email',
  kyc_outcome: 'email',
  payment_link: 'email',
  deposit_received: 'email',
  webhook_disabled: 'email',
  beneficiary_added: 'email',
  withdrawal_update: 'email',
};

export type TemplateParamsInput<Name extends TemplateName> = z.input<(typeof templateParamsSchemas)[Name]>;
export type TemplateParams<Name extends TemplateName> = z.output<(typeof templateParamsSchemas)[Name]>;

/** A template and its parameters, as callers pass them. */
export type NotificationMessage = {
  [Name in TemplateName]: { template: Name; params: TemplateParamsInput<Name> };
}[TemplateName];
