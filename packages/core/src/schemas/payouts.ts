import { z } from 'zod';

/**
 * The payouts module's operator calls (issue 17): money paid out of the platform by SEPA credit
 * transfer (batched into ISO 20022 pain.001 files) or to a card, for withdrawals and checkout
 * refunds. Amounts on the wire are decimal strings with the currency's 2 decimals.
 */
export const payoutSources = ['withdrawal', 'checkout_refund'] as const;
export const payoutRails = ['sepa', 'card'] as const;
export const payoutStatuses = ['pending', 'batched', 'sent', 'settled', 'rejected', 'failed'] as const;
export const painFormats = ['pain.001.001.09', 'pain.001.001.03'] as const;
export type PainFormat = (typeof painFormats)[number];

/** Page sizes of GET /operator/payouts: default 50, at most 100. */
export const maxPayoutPageSize = 100;
/** Payouts one batch (one pain.001 file) holds at most. */
export const maxPayoutsPerBatch = 1000;

/**
 * Reason codes of a bank's return or reject of a SEPA credit transfer (ISO 20022
 * ExternalStatusReason1Code / ExternalReturnReason1Code, the ones the EPC SCT rulebook uses).
 */
export const sepaReturnReasonCodes = [
  'AC01', // incorrect account number
  'AC04', // closed account
  'AC06', // blocked account
  'AC13', // invalid debtor account type
  'AG01', // transaction forbidden
  'AG02', // invalid bank operation code
  'AM05', // duplication
  'BE04', // missing creditor address
  'CNOR', // creditor bank not registered
  'DNOR', // debtor bank not registered
  'ERIN', // ERI option not supported
  'FF01', // invalid file format
  'FOCR', // return after a recall
  'MD07', // end customer deceased
  'MS02', // not specified reason (customer)
  'MS03', // not specified reason (agent)
  'RC01', // bank identifier (BIC) incorrect
  'RR01', // missing debtor account or identification
  'RR02', // missing debtor name or address
  'RR03', // missing creditor name or address
  'RR04', // regulatory reason
  'TM01', // received after the cut-off time
] as const;

const payoutIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);
export const payoutParamsSchema = z.object({ id: payoutIdSchema });
export const payoutBatchParamsSchema = z.object({ id: z.string().regex(/^pbt_[a-z0-9]{1,60}$/) });

export const payoutSchema = z.object({
  id: z.string(),
  source: z.enum(payoutSources),
  source_id: z.string(),
  rail: z.enum(payoutRails),
  status: z.enum(payoutStatuses),
  amount: z.string(),
  currency: z.string(),
  user_id: z.string().nullable(),
  creditor_name: z.string().nullable(),
  creditor_iban: z.string().nullable(),
  creditor_bic: z.string().nullable(),
  card_id: z.string().nullable(),
  remittance: z.string(),
  end_to_end_id: z.string(),
  batch_id: z.string().nullable(),
  psp_reference: z.string().nullable(),
  reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PayoutWire = z.infer<typeof payoutSchema>;

export const payoutListQuerySchema = z.strictObject({
  status: z.enum(payoutStatuses).optional(),
  rail: z.enum(payoutRails).optional(),
  source: z.enum(payoutSources).optional(),
  batch_id: z
    .string()
    .regex(/^pbt_[a-z0-9]{1,60}$/)
    .optional(),
  /** The next_cursor of the previous page. */
  cursor: z
    .string()
    .regex(/^[0-9]{1,19}$/)
    .optional(),
  page_size: z.coerce.number().int().min(1).max(maxPayoutPageSize).optional(),
});
export const payoutPageSchema = z.object({
  payouts: z.array(payoutSchema).max(maxPayoutPageSize),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  next_cursor: z.string().max(40).nullable(),
});

export const payoutDetailsSchema = z.object({ payout: payoutSchema, replayed: z.boolean() });

export const payoutDebtorAccountBodySchema = z.strictObject({
  /** The account holder's name as the bank knows it (SEPA character set, at most 70 characters). */
  name: z.string().trim().min(1).max(70),
  iban: z.string().trim().min(1).max(50),
  bic: z.string().trim().min(1).max(20),
});
export const payoutDebtorAccountSchema = z.object({
  name: z.string(),
  iban: z.string(),
  bic: z.string(),
  updated_by: z.string(),
  updated_at: z.string(),
});
export const payoutDebtorAccountDetailsSchema = z.object({ account: payoutDebtorAccountSchema.nullable() });

export const payoutBatchSchema = z.object({
  id: z.string(),
  message_id: z.string(),
  format: z.enum(painFormats),
  status: z.enum(['created', 'sent']),
  payout_count: z.number().int(),
  total: z.string(),
  currency: z.string(),
  execution_date: z.string(),
  debtor_name: z.string(),
  debtor_iban: z.string(),
  debtor_bic: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  sent_by: z.string().nullable(),
  sent_at: z.string().nullable(),
});

export const createPayoutBatchBodySchema = z.strictObject({
  /** The client's id of this request: the same id again answers the same batch. */
  request_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  format: z.enum(painFormats).optional(),
  /** The requested execution date (YYYY-MM-DD); default today (UTC). */
  execution_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  max_payouts: z.number().int().min(1).max(maxPayoutsPerBatch).optional(),
});
export const payoutBatchDetailsSchema = z.object({
  batch: payoutBatchSchema,
  payout_ids: z.array(z.string()).max(maxPayoutsPerBatch),
  replayed: z.boolean(),
});

/** Page sizes of GET /operator/payouts/batches: default 20, at most 100. */
export const maxPayoutBatchPageSize = 100;

export const payoutBatchListQuerySchema = z.strictObject({
  /** The next_cursor of the previous page (the id of its last, oldest batch). */
  cursor: z
    .string()
    .regex(/^pbt_[a-z0-9]{1,60}$/)
    .optional(),
  page_size: z.coerce.number().int().min(1).max(maxPayoutBatchPageSize).optional(),
});
/** A batch in the operators' list, with where its payouts are now (the bank answers per payout). */
export const payoutBatchSummarySchema = payoutBatchSchema.extend({
  /** Payouts of the batch still waiting for the bank's word (sent, not yet settled or rejected). */
  sent_count: z.number().int(),
  settled_count: z.number().int(),
  rejected_count: z.number().int(),
});
export type PayoutBatchSummaryWire = z.infer<typeof payoutBatchSummarySchema>;
export const payoutBatchPageSchema = z.object({
  batches: z.array(payoutBatchSummarySchema).max(maxPayoutBatchPageSize),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  next_cursor: z.string().max(70).nullable(),
});

export const payoutBankOutcomeBodySchema = z
  .strictObject({
    status: z.enum(['settled', 'rejected']),
    /** The bank's reason code of a reject or return (required for rejected). */
    reason_code: z.enum(sepaReturnReasonCodes).optional(),
  })
  .refine((body) => body.status === 'settled' || body.reason_code !== undefined, {
    message: 'A rejected payout needs the bank’s reason code',
    path: ['reason_code'],
  })
  .refine((body) => body.status === 'rejected' || body.reason_code === undefined, {
    message: 'A settled payout has no reason code',
    path: ['reason_code'],
  });
