import {
  cryptoCurrencies,
  currencyCodes,
  fiatCurrencies,
  sumWidgetAmounts,
  type CurrencyCode,
  type MerchantSummary,
  type PaymentExceptionStatus,
  type PaymentStatus,
  type WidgetAmountEntry,
  type WidgetAmountStage,
} from '@platform/core';
import type { Queryable } from '../../db/database.js';
import { getBalances } from '../ledger/index.js';
import type { MerchantRecord } from './merchant-repository.js';
import { displayAmount } from './wire-amounts.js';

/**
 * The stages of spec §4's widget amounts a payment has reached, from its status:
 *
 * | payment                                                   | stages                      |
 * | --------------------------------------------------------- | --------------------------- |
 * | awaiting_currency, new (also paid_partial)                | widget                      |
 * | processing (paid, confirming)                             | widget, deposit             |
 * | settled                                                   | widget, deposit, completed  |
 * | expired + paid_late, not refunded (awaiting the merchant) | widget, deposit             |
 * | expired, invalid, refunded paid_late                      | none (nothing the merchant keeps) |
 *
 * Each stage reached is one entry of the payment's amount, and core's sumWidgetAmounts applies the
 * rule as written: widget adds to pending and completed, deposit subtracts from pending, completed
 * subtracts from completed. So `pending` is what open payment links still wait for, and
 * `completed` what is not completed yet (waiting or confirming). Fiat sums use the price; coin sums
 * the coin amount due.
 */
export function stagesOf(payment: {
  status: PaymentStatus;
  exceptionStatus: PaymentExceptionStatus;
  lateDecision: 'accepted' | 'refund_requested' | null;
}): WidgetAmountStage[] {
  switch (payment.status) {
    case 'awaiting_currency':
    case 'new':
      return ['widget'];
    case 'processing':
      return ['widget', 'deposit'];
    case 'settled':
      return ['widget', 'deposit', 'completed'];
    case 'expired':
      return payment.exceptionStatus === 'paid_late' && payment.lateDecision !== 'refund_requested'
        ? ['widget', 'deposit']
        : [];
    case 'invalid':
      return [];
  }
}

interface GroupRow {
  status: PaymentStatus;
  exception_status: PaymentExceptionStatus;
  late_decision: 'accepted' | 'refund_requested' | null;
  currency: CurrencyCode;
  coin: CurrencyCode | null;
  payments: number;
  amount: string;
  coin_amount: string | null;
}

const currencyOrder = (code: CurrencyCode) => currencyCodes.indexOf(code);

/** GET /users/merchant/summary: the §4 sums per currency (this mode's payments) and the balances per asset. */
export async function merchantSummary(
  queryable: Queryable,
  input: { merchant: MerchantRecord; mode: 'test' | 'live' },
): Promise<MerchantSummary> {
  // At most 6 statuses × 4 exceptions × 3 decisions × 6 fiat × 7 coins groups: bounded whatever the history.
  const groups = await queryable.query<GroupRow>(
    `select status, exception_status, late_decision, currency, coin, count(*)::int as payments,
       sum(amount)::text as amount, sum(coin_amount)::text as coin_amount
     from merchant_payments where merchant_id = $1 and mode = $2
     group by status, exception_status, late_decision, currency, coin`,
    [input.merchant.id, input.mode],
  );
  const entries = new Map<CurrencyCode, WidgetAmountEntry[]>();
  const counts = new Map<CurrencyCode, Record<WidgetAmountStage, number>>();
  const add = (currency: CurrencyCode, stage: WidgetAmountStage, amount: bigint, payments: number) => {
    if (!entries.has(currency)) entries.set(currency, []);
    entries.get(currency)!.push({ stage, amountBaseUnits: amount });
    const count = counts.get(currency) ?? { widget: 0, deposit: 0, completed: 0 };
    count[stage] += payments;
    counts.set(currency, count);
  };
  for (const group of groups.rows) {
    const stages = stagesOf({
      status: group.status,
      exceptionStatus: group.exception_status,
      lateDecision: group.late_decision,
    });
    for (const stage of stages) {
      add(group.currency, stage, BigInt(group.amount), group.payments);
      if (group.coin !== null && group.coin_amount !== null) {
        add(group.coin, stage, BigInt(group.coin_amount), group.payments);
      }
    }
  }
  const sums = [...entries.entries()]
    .sort(([left], [right]) => currencyOrder(left) - currencyOrder(right))
    .map(([currency, list]) => {
      const sum = sumWidgetAmounts(list);
      return {
        currency,
        pending: displayAmount(currency, sum.pendingBaseUnits),
        completed: displayAmount(currency, sum.completedBaseUnits),
        payments: counts.get(currency) ?? { widget: 0, deposit: 0, completed: 0 },
      };
    });
  return { sums, balances: await merchantBalances(queryable, input.merchant.userId) };
}

/** The merchant's wallet (available, held) and what waits in merchant_payable, per asset it has. */
async function merchantBalances(queryable: Queryable, userId: string): Promise<MerchantSummary['balances']> {
  const accounts = await getBalances(queryable, userId);
  const assets = [...fiatCurrencies, ...cryptoCurrencies].filter((asset) =>
    accounts.some((account) => account.asset === asset),
  );
  return assets.map((asset) => {
    const wallet = accounts.find((account) => account.asset === asset && account.kind === 'user');
    const payable = accounts.find((account) => account.asset === asset && account.kind === 'merchant_payable');
    return {
      currency: asset,
      available: displayAmount(asset, wallet?.available ?? 0n),
      held: displayAmount(asset, wallet?.held ?? 0n),
      awaiting_settlement: displayAmount(asset, payable?.available ?? 0n),
    };
  });
}
