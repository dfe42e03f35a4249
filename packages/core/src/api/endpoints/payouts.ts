import {
  createPayoutBatchBodySchema,
  payoutBankOutcomeBodySchema,
  payoutBatchDetailsSchema,
  payoutBatchListQuerySchema,
  payoutBatchPageSchema,
  payoutBatchParamsSchema,
  payoutDebtorAccountBodySchema,
  payoutDebtorAccountDetailsSchema,
  payoutDetailsSchema,
  payoutListQuerySchema,
  payoutPageSchema,
  payoutParamsSchema,
} from '../../schemas/payouts.js';
import { defineEndpoint } from '../endpoint.js';

/**
 * The payouts module's operator calls (server module `payouts`, issue 17): the brand's debtor
 * account, the list of payouts, SEPA batches as ISO 20022 pain.001 files (create, download, mark
 * sent, then settle or reject each payout as the bank reports it), and a card payout's status at the
 * card processor. Operators of the brand only; every answer is the brand's own.
 */
export const payoutEndpoints = {
  getPayoutDebtorAccount: defineEndpoint({
    method: 'GET',
    path: '/operator/payoutDebtorAccount',
    auth: 'operator',
    summary: 'The brand’s bank account SEPA payouts are paid from (null until set)',
    tags: ['operator', 'payouts'],
    details: payoutDebtorAccountDetailsSchema,
  }),
  setPayoutDebtorAccount: defineEndpoint({
    method: 'PUT',
    path: '/operator/payoutDebtorAccount',
    auth: 'operator',
    summary: 'Sets or replaces the brand’s bank account SEPA payouts are paid from',
    description:
      'Body { name (at most 70 characters of the SEPA character set; accents are transliterated), iban (a SEPA country’s), bic }. IBAN and BIC are checked with ibantools. A batch keeps the account it was made with.',
    tags: ['operator', 'payouts'],
    request: { body: payoutDebtorAccountBodySchema },
    details: payoutDebtorAccountDetailsSchema,
  }),
  listPayouts: defineEndpoint({
    method: 'GET',
    path: '/operator/payouts',
    auth: 'operator',
    summary: 'The brand’s payouts, newest first, filtered by status, rail, source or batch',
    description: 'page_size 1 to 100 (default 50); next_cursor is passed as cursor for the next, older page.',
    tags: ['operator', 'payouts'],
    request: { query: payoutListQuerySchema },
    details: payoutPageSchema,
  }),
  createPayoutBatch: defineEndpoint({
    method: 'POST',
    path: '/operator/payouts/batches',
    auth: 'operator',
    summary: 'Batches the brand’s pending SEPA payouts (oldest first) into one pain.001 credit-transfer file',
    description:
      'Body { request_id, format (pain.001.001.09 by default, pain.001.001.03 for older banks), execution_date (YYYY-MM-DD, default today UTC), max_payouts (1 to 1000, default 1000) }. The same request_id answers the same batch (replayed true). 503 configuration_missing without the brand’s debtor account, 409 when no SEPA payout is pending.',
    tags: ['operator', 'payouts'],
    request: { body: createPayoutBatchBodySchema },
    details: payoutBatchDetailsSchema,
  }),
  listPayoutBatches: defineEndpoint({
    method: 'GET',
    path: '/operator/payouts/batches',
    auth: 'operator',
    summary:
      'The brand’s SEPA payout batches, newest first, each with how many of its payouts are sent, settled or rejected',
    description: 'page_size 1 to 100 (default 20); next_cursor is passed as cursor for the next, older page.',
    tags: ['operator', 'payouts'],
    request: { query: payoutBatchListQuerySchema },
    details: payoutBatchPageSchema,
  }),
  downloadPayoutBatchFile: defineEndpoint({
    method: 'GET',
    path: '/operator/payouts/batches/{id}/file',
    auth: 'operator',
    produces: 'file',
    summary: 'Downloads the batch’s ISO 20022 pain.001 file (application/xml attachment, the same bytes every time)',
    tags: ['operator', 'payouts'],
    request: { params: payoutBatchParamsSchema },
  }),
  markPayoutBatchSent: defineEndpoint({
    method: 'POST',
    path: '/operator/payouts/batches/{id}/sent',
    auth: 'operator',
    summary: 'Records that the batch’s file was handed to the bank: every payout of it becomes sent',
    description: 'Marking a sent batch again answers it with replayed true and changes nothing.',
    tags: ['operator', 'payouts'],
    request: { params: payoutBatchParamsSchema },
    details: payoutBatchDetailsSchema,
  }),
  settlePayoutBatch: defineEndpoint({
    method: 'POST',
    path: '/operator/payouts/batches/{id}/settled',
    auth: 'operator',
    summary: 'Records that the bank settled the sent batch: every payout of it still sent becomes settled',
    description:
      'Payouts the bank rejected (recorded one by one with bankOutcome) stay rejected. payout_ids lists the payouts settled by this call; when none was left to settle the answer is replayed true. 409 for a batch not yet sent.',
    tags: ['operator', 'payouts'],
    request: { params: payoutBatchParamsSchema },
    details: payoutBatchDetailsSchema,
  }),
  recordPayoutBankOutcome: defineEndpoint({
    method: 'POST',
    path: '/operator/payouts/{id}/bankOutcome',
    auth: 'operator',
    summary: 'Records the bank’s word on one sent SEPA payout: settled, or rejected with its reason code',
    description:
      'Body { status: settled | rejected, reason_code (rejected only: the bank’s ISO 20022 reason, e.g. AC04) }. A rejected payout’s funds go back to its source. The same outcome again answers replayed true; another outcome of a settled or rejected payout is 409.',
    tags: ['operator', 'payouts'],
    request: { params: payoutParamsSchema, body: payoutBankOutcomeBodySchema },
    details: payoutDetailsSchema,
  }),
  getCardPayoutStatus: defineEndpoint({
    method: 'GET',
    path: '/operator/payouts/{id}/card',
    auth: 'operator',
    summary: 'A card payout as the card processor has it now (a sent payout is brought up to the processor’s word)',
    tags: ['operator', 'payouts'],
    request: { params: payoutParamsSchema },
    details: payoutDetailsSchema,
  }),
} as const;
