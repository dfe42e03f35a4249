import {
  cryptoCurrencies,
  currencyCodes,
  fiatCurrencies,
  merchantTotals,
  merchantTotalsColumnOf,
  type CurrencyCode,
  type MerchantSummary,
  type MerchantTotalsColumn,
  type PaymentStatus,
} from '@platform/core';
import type { Queryable } from '../../db/database.js';
import { getBalances } from '../ledger/index.js';
import type { MerchantRecord } from './merchant-repository.js';
import { displayAmount } from './wire-amounts.js';

interface GroupRow {
  status: PaymentStatus;
  currency: CurrencyCode;
  coin: CurrencyCode | null;
  payments: number;
  amount: string;
  coin_amount: string | null;
}

type TotalsEntry = { column: MerchantTotalsColumn; amountBaseUnits: bigint; payments: number };

const currencyOrder = (code: CurrencyCode) => currencyCodes.indexOf(code);

/**
 * GET /users/merchant/summary: per currency, the totals of core's merchantTotals (spec §4 widget
 * amounts; README "Totals"): each payment counts in the total of the status its row shows (Pending,
 * Processing, Approved for settled; Expired and Failed in none), fiat totals at the price and coin
 * totals at the coin amount due, with how many payments each adds up; and the balances per asset.
 */
export async function merchantSummary(
  queryable: Queryable,
  input: { merchant: MerchantRecord; mode: 'test' | 'live' },
): Promise<MerchantSummary> {
  // At most 6 statuses × 6 fiat × 7 coins groups: bounded whatever the history.
  const groups = await queryable.query<GroupRow>(
    `select status, currency, coin, count(*)::int as payments,
       sum(amount)::text as amount, sum(coin_amount)::text as coin_amount
     from merchant_payments where merchant_id = $1 and mode = $2
     group by status, currency, coin`,
    [input.merchant.id, input.mode],
  );
  const byCurrency = new Map<CurrencyCode, TotalsEntry[]>();
  const add = (currency: CurrencyCode, entry: TotalsEntry) => {
    byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), entry]);
  };
  for (const group of groups.rows) {
    const column = merchantTotalsColumnOf(group);
    if (column === null) continue;
    add(group.currency, { column, amountBaseUnits: BigInt(group.amount), payments: group.payments });
    if (group.coin !== null && group.coin_amount !== null) {
      add(group.coin, { column, amountBaseUnits: BigInt(group.coin_amount), payments: group.payments });
    }
  }
  const sums = [...byCurrency.entries()]
    .sort(([left], [right]) => currencyOrder(left) - currencyOrder(right))
    .map(([currency, entries]) => {
      const totals = merchantTotals(entries);
      return {
        currency,
        pending: displayAmount(currency, totals.pending.amountBaseUnits),
        processing: displayAmount(currency, totals.processing.amountBaseUnits),
        completed: displayAmount(currency, totals.approved.amountBaseUnits),
        payments: {
          pending: totals.pending.payments,
          processing: totals.processing.payments,
          completed: totals.approved.payments,
        },
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
