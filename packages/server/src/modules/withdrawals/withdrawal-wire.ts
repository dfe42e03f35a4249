import { toDecimalString, type WithdrawalWire } from '@platform/core';
import type { Queryable } from '../../db/database.js';
import { approvalsOf, type WithdrawalRecord } from './withdrawal-repository.js';

/** A withdrawal as the API answers it (decimal strings at the currency's scale; EUR value at 2 decimals). */
export async function toWithdrawalWire(queryable: Queryable, record: WithdrawalRecord): Promise<WithdrawalWire> {
  const approvals = record.approvalsRequired === 0 ? [] : await approvalsOf(queryable, record.id);
  const travelRule = record.travelRule;
  return {
    id: record.id,
    transaction_id: record.transactionId ?? '',
    client_id: record.clientId,
    method: record.method,
    status: record.status,
    currency: record.currency,
    amount: toDecimalString(record.currency, record.amount),
    fee: toDecimalString(record.currency, record.fee),
    total: toDecimalString(record.currency, record.amount + record.fee),
    eur_value: toDecimalString('EUR', record.eurValueCents),
    beneficiary_id: record.beneficiaryId,
    address: record.address,
    destination_tag: record.destinationTag,
    iban: record.iban,
    bic: record.bic,
    account_holder: record.accountHolder,
    card_id: record.cardId,
    travel_rule:
      travelRule === null
        ? null
        : {
            destination_type: travelRule.destination_type,
            ownership_confirmed: travelRule.destination_type === 'self_hosted' ? travelRule.ownership_confirmed : null,
            platform_name: travelRule.destination_type === 'platform' ? travelRule.platform_name : null,
          },
    txid: record.txid,
    confirmations: record.confirmations,
    required_confirmations: record.requiredConfirmations,
    approvals_required: record.approvalsRequired,
    approvals: approvals.map((approval) => ({ operator_id: approval.operatorId, approved_at: approval.approvedAt })),
    reason: record.reason,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
    completed_at: record.completedAt,
  };
}
