import { endpoints } from '@platform/core';
import type { FastifyPluginAsync } from 'fastify';
import { DomainError } from '../../../errors/domain-error.js';
import { authOf } from '../../../http/request-auth.js';
import { serve } from '../../../http/serve.js';
import { depositAmount } from '../deposits/deposit-amount.js';
import { displayAmount } from '../display-amount.js';
import { toTransactionWire } from '../transactions/transaction-wire.js';
import {
  listBrandBankAccounts,
  setBrandBankAccount,
  toBankAccountWire,
  type BrandBankAccount,
} from './bank-accounts.js';
import { creditBankDeposit, type BankDepositRecord, type BankDepositResult } from './credit-bank-deposit.js';

function operatorAccountWire(account: BrandBankAccount) {
  return { ...toBankAccountWire(account), is_demo: account.isDemo, updated_at: account.updatedAt };
}

function bankDepositWire(deposit: BankDepositRecord) {
  return {
    id: deposit.id,
    bank_transaction_id: deposit.bankTransactionId,
    reference: deposit.reference,
    currency: deposit.currency,
    amount: displayAmount(deposit.currency, deposit.amountBaseUnits),
    value_date: deposit.valueDate,
    user_id: deposit.userId,
    credited_by: deposit.creditedBy,
    created_at: deposit.createdAt,
  };
}

/** Why a bank line was not credited, as the refusal the operator reads (nothing was recorded). */
function bankDepositRefusal(
  refused: Exclude<BankDepositResult, { ok: true }>,
  line: { reference: string; currency: string },
): DomainError {
  switch (refused.error) {
    case 'unknown_reference':
      return new DomainError('not_found', {
        reference: `No wallet of this brand has the deposit reference ${line.reference}.`,
      });
    case 'currency_mismatch':
      return new DomainError('validation_failed', {
        currency: `The reference ${line.reference} belongs to a ${refused.walletCurrency} wallet, not ${line.currency}.`,
      });
    case 'conflict':
      return new DomainError('conflict', {
        bank_transaction_id:
          'This bank transaction was already credited with another reference, currency, amount or value date.',
      });
  }
}

/**
 * Operator calls (role operator, own brand only) for fiat deposits by bank transfer: the brand's
 * deposit bank accounts, and crediting a line of the brand's bank statement to the wallet whose
 * reference it quotes. Live and test mode alike. Needs accounts.
 */
export const operatorBankRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.getDepositBankAccounts, async function getDepositBankAccounts(request) {
    const accounts = await listBrandBankAccounts(app.database, authOf(request).brandId);
    return { accounts: accounts.map(operatorAccountWire) };
  });

  serve(app, endpoints.setDepositBankAccounts, async function setDepositBankAccount(request) {
    const auth = authOf(request);
    const account = await setBrandBankAccount(app.database, auth.brandId, request.body);
    // Where users send money is sensitive: every change is logged with who made it.
    request.log.info(
      { brandId: auth.brandId, currency: account.currency, operatorId: auth.userId },
      'deposit bank account set',
    );
    return { account: operatorAccountWire(account) };
  });

  serve(app, endpoints.recordBankDeposit, async function recordBankDeposit(request) {
    const auth = authOf(request);
    const line = request.body;
    const result = await creditBankDeposit(app.database, {
      brandId: auth.brandId,
      operatorId: auth.userId,
      reference: line.reference,
      currency: line.currency,
      amountBaseUnits: depositAmount(line.currency, line.amount),
      bankTransactionId: line.bank_transaction_id,
      valueDate: line.value_date,
    });
    if (!result.ok) throw bankDepositRefusal(result, line);
    return {
      transaction: toTransactionWire(result.transaction),
      replayed: result.replayed,
      bank_deposit: bankDepositWire(result.deposit),
    };
  });
};
