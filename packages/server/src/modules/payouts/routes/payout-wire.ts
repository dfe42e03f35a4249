import type { PayoutBatchSummaryWire, PayoutWire } from '@platform/core';
import type { StoredPayout } from '../payout-records.js';
import type { DebtorAccount } from '../sepa/debtor-accounts.js';
import type { PayoutBatchSummary } from '../sepa/batch-list.js';
import type { BatchResult, PayoutBatch } from '../sepa/batches.js';
import { centsToDecimal } from '../sepa/pain001.js';

/** Amounts leave as decimal strings here: every payout currency (EUR and the card's fiat) has 2 decimals. */
export function payoutWire(payout: StoredPayout): PayoutWire {
  return {
    id: payout.id,
    source: payout.source,
    source_id: payout.sourceId,
    rail: payout.rail,
    status: payout.status,
    amount: centsToDecimal(payout.amount),
    currency: payout.currency,
    user_id: payout.userId,
    creditor_name: payout.creditorName,
    creditor_iban: payout.creditorIban,
    creditor_bic: payout.creditorBic,
    card_id: payout.cardId,
    remittance: payout.remittance,
    end_to_end_id: payout.endToEndId,
    batch_id: payout.batchId,
    psp_reference: payout.pspReference,
    reason: payout.reason,
    created_at: payout.createdAt,
    updated_at: payout.updatedAt,
  };
}

function batchFields(batch: PayoutBatch) {
  return {
    id: batch.id,
    message_id: batch.messageId,
    format: batch.format,
    status: batch.status,
    payout_count: batch.payoutCount,
    total: centsToDecimal(batch.totalMinor),
    currency: batch.currency,
    execution_date: batch.executionDate,
    debtor_name: batch.debtorName,
    debtor_iban: batch.debtorIban,
    debtor_bic: batch.debtorBic,
    created_by: batch.createdBy,
    created_at: batch.createdAt,
    sent_by: batch.sentBy,
    sent_at: batch.sentAt,
  };
}

export function batchWire(result: BatchResult) {
  return {
    batch: batchFields(result.batch),
    payout_ids: result.payoutIds,
    replayed: result.replayed,
  };
}

export function batchSummaryWire(batch: PayoutBatchSummary): PayoutBatchSummaryWire {
  return {
    ...batchFields(batch),
    sent_count: batch.sentCount,
    settled_count: batch.settledCount,
    rejected_count: batch.rejectedCount,
  };
}

export function debtorAccountWire(account: DebtorAccount | undefined) {
  return {
    account:
      account === undefined
        ? null
        : {
            name: account.name,
            iban: account.iban,
            bic: account.bic,
            updated_by: account.updatedBy,
            updated_at: account.updatedAt,
          },
  };
}
