import { depositBankAccountInputSchema } from '@platform/core/banking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '../../../errors/domain-error.js';
import { displayAmount } from '../display-amount.js';
import { authOf, depositAmount, failureResponses, successSchema } from '../route-support.js';
import { toTransactionWire, transactionWireSchema } from '../transactions/transaction-wire.js';
import {
  listBrandBankAccounts,
  setBrandBankAccount,
  toBankAccountWire,
  type BrandBankAccount,
} from './bank-accounts.js';
import { bankDepositBodySchema, bankDepositWireSchema, operatorBankAccountSchema } from './bank-deposit-schemas.js';
import { creditBankDeposit, type BankDepositRecord } from './credit-bank-deposit.js';

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

/**
 * Operator calls (role operator, own brand only) for fiat deposits by bank transfer: the brand's
 * deposit bank accounts, and crediting a line of the brand's bank statement to the wallet whose
 * reference it quotes. Live and test mode alike. Needs accounts.
 */
export const operatorBankRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/operator/depositBankAccounts',
    {
      schema: {
        summary: 'The brand’s bank accounts for fiat deposits, one per currency',
        tags: ['operator'],
        response: {
          200: successSchema(z.object({ accounts: z.array(operatorBankAccountSchema) })),
          ...failureResponses,
        },
      },
      preHandler: app.accounts.requireOperator,
    },
    async (request) => {
      const accounts = await listBrandBankAccounts(app.database, authOf(request).brandId);
      return { request_status: 1 as const, request_details: { accounts: accounts.map(operatorAccountWire) } };
    },
  );

  app.put(
    '/operator/depositBankAccounts',
    {
      schema: {
        summary: 'Sets or replaces the brand’s bank account for deposits in one fiat currency',
        description:
          'Body { currency, account_type: iban | sort_code | routing_number, beneficiary_name, beneficiary_address, bank_name, bank_address, payment_scheme, and per type: iban + bic; sort_code + account_number (+ bic); routing_number + account_number (+ bic) }. IBANs are checked (ISO 13616 mod 97 and the country’s length), BICs by format, ABA routing numbers by their check digit; identifiers are stored without spaces, upper case. EUR accounts are IBAN accounts. Unknown fields are refused.',
        tags: ['operator'],
        body: depositBankAccountInputSchema,
        response: { 200: successSchema(z.object({ account: operatorBankAccountSchema })), ...failureResponses },
      },
      preHandler: app.accounts.requireOperator,
    },
    async (request) => {
      const auth = authOf(request);
      const account = await setBrandBankAccount(app.database, auth.brandId, request.body);
      // Where users send money is sensitive: every change is logged with who made it.
      request.log.info(
        { brandId: auth.brandId, currency: account.currency, operatorId: auth.userId },
        'deposit bank account set',
      );
      return { request_status: 1 as const, request_details: { account: operatorAccountWire(account) } };
    },
  );

  app.post(
    '/operator/bankDeposits',
    {
      schema: {
        summary: 'Credits a bank transfer to the fiat wallet whose deposit reference it quotes',
        description:
          'Body { reference, currency, amount (decimal string, the currency’s 2 decimals), bank_transaction_id, value_date (YYYY-MM-DD) }: one line of the brand’s bank statement. A real ledger transfer from the bank clearing account to the user’s balance, and a completed deposit in their transactions. bank_transaction_id is the idempotency key: the same line again returns the same result with replayed true and credits once; the same id with another reference, currency, amount or value date is 409. An unknown reference is 404, a reference of another currency’s wallet or a coin is 400; none of them changes anything.',
        tags: ['operator'],
        body: bankDepositBodySchema,
        response: {
          200: successSchema(
            z.object({
              transaction: transactionWireSchema,
              replayed: z.boolean(),
              bank_deposit: bankDepositWireSchema,
            }),
          ),
          ...failureResponses,
        },
      },
      preHandler: app.accounts.requireOperator,
    },
    async (request) => {
      const auth = authOf(request);
      const body = request.body;
      const result = await creditBankDeposit(app.database, {
        brandId: auth.brandId,
        operatorId: auth.userId,
        reference: body.reference,
        currency: body.currency,
        amountBaseUnits: depositAmount(body.currency, body.amount),
        bankTransactionId: body.bank_transaction_id,
        valueDate: body.value_date,
      });
      if (!result.ok) {
        switch (result.error) {
          case 'unknown_reference':
            throw new DomainError('not_found', {
              reference: `No wallet of this brand has the deposit reference ${body.reference}.`,
            });
          case 'currency_mismatch':
            throw new DomainError('validation_failed', {
              currency: `The reference ${body.reference} belongs to a ${result.walletCurrency} wallet, not ${body.currency}.`,
            });
          case 'conflict':
            throw new DomainError('conflict', {
              bank_transaction_id:
                'This bank transaction was already credited with another reference, currency, amount or value date.',
            });
        }
      }
      return {
        request_status: 1 as const,
        request_details: {
          transaction: toTransactionWire(result.transaction),
          replayed: result.replayed,
          bank_deposit: bankDepositWire(result.deposit),
        },
      };
    },
  );
};
