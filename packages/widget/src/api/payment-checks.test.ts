import { describe, expect, it } from 'vitest';
import { endpoints, merchantCurrencySchema, paymentRefundSchema, type PaymentRefund } from '@platform/core';
import answers from './fixtures/server-answers.json';
import { isMerchantCurrencies, isMerchantCurrency, isMerchantPayment, isMerchantProfile } from './payment-checks.js';

/**
 * The widget's hand-written checks against the rows' zod schemas, with answers the server gave
 * (fixtures/server-answers.json, kept in the server's shapes by the merchants module's
 * widget-answers.test.ts): each answer passes both, and every answer a schema refuses — each field
 * missing, of another type, too long, out of its set; each list too long — the check refuses too.
 * The checks may refuse more (amounts must be plain decimals), never less.
 */
type Check = (value: unknown) => boolean;
type Schema = { safeParse(value: unknown): { success: boolean } };

const checkedRows: { row: keyof typeof answers; schema: Schema; check: Check }[] = [
  { row: 'getMerchant', schema: endpoints.getMerchant.details, check: isMerchantProfile },
  { row: 'getMerchantCurrencies', schema: endpoints.getMerchantCurrencies.details, check: isMerchantCurrencies },
  {
    row: 'getMerchantTransactionStatus',
    schema: endpoints.getMerchantTransactionStatus.details,
    check: isMerchantPayment,
  },
  {
    row: 'setMerchantTransactionCurrency',
    schema: endpoints.setMerchantTransactionCurrency.details,
    check: isMerchantPayment,
  },
];

const refund: PaymentRefund = paymentRefundSchema.parse({
  refund_id: 'mrf_0123456789abcdef',
  reason: 'paid_over',
  status: 'broadcast',
  amount: '0.00100000',
  address: 'rltc1qg8e6tlwfamz6m3ffcr63zmtdkax3vx7337x4sf',
  txid: 'ab'.repeat(32),
  requested_at: '2026-11-25T19:30:00.000Z',
});

/** Every answer of a row: the server's, and the settled payment with a refund (built with core's schema). */
function answersOf(row: keyof typeof answers): [string, unknown][] {
  const stored = Object.entries(answers[row]);
  if (row !== 'getMerchantTransactionStatus') return stored;
  return [...stored, ['settled with a refund', { ...answers.getMerchantTransactionStatus.settled, refund }]];
}

const replacements: unknown[] = [
  null,
  0,
  -1,
  1.5,
  19,
  2 ** 60,
  true,
  '',
  'x',
  'DOGE',
  '#zzzzzz',
  '1e-3',
  'x'.repeat(2100),
  {},
  [],
];

type Json = Record<string, unknown> | unknown[];

/** The answer with one change at `path`: a value replaced, a field left out, or a list made too long. */
function* mutants(answer: unknown): Generator<{ what: string; value: unknown }> {
  const paths: (string | number)[][] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (typeof value !== 'object' || value === null) return;
    for (const key of Array.isArray(value) ? value.keys() : Object.keys(value)) {
      paths.push([...path, key]);
      walk((value as Record<string | number, unknown>)[key], [...path, key]);
    }
    if (Array.isArray(value)) paths.push([...path, 'too long']);
  };
  walk(answer, []);
  const changed = (path: (string | number)[], change: (parent: Json, key: string | number) => void) => {
    const copy = structuredClone(answer) as Json;
    let parent = copy as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
    change(parent as Json, path.at(-1)!);
    return copy;
  };
  for (const path of paths) {
    const name = path.join('.');
    if (path.at(-1) === 'too long') {
      for (const length of [21, 101]) {
        yield {
          what: `${name} (${length})`,
          value: changed(path, (parent) => {
            const list = parent as unknown[];
            const item = list[0] ?? {};
            list.splice(0, list.length, ...Array.from({ length }, () => structuredClone(item)));
          }),
        };
      }
      continue;
    }
    // A field left out (a list has no holes in JSON: its items are replaced, not left out).
    if (typeof path.at(-1) === 'string') {
      yield {
        what: `${name} left out`,
        value: changed(path, (parent, key) => delete (parent as Record<string, unknown>)[key]),
      };
    }
    for (const replacement of replacements) {
      yield {
        what: `${name} = ${JSON.stringify(replacement).slice(0, 20)}`,
        value: changed(path, (parent, key) => ((parent as Record<string | number, unknown>)[key] = replacement)),
      };
    }
  }
}

describe('the widget’s answer checks against the rows’ schemas', () => {
  it.each(checkedRows)('take every answer the server gave for $row, as its schema does', ({ row, schema, check }) => {
    for (const [situation, answer] of answersOf(row)) {
      expect(schema.safeParse(answer).success, situation).toBe(true);
      expect(check(answer), situation).toBe(true);
    }
  });

  it.each(checkedRows)('refuse every answer of $row that its schema refuses', ({ row, schema, check }) => {
    let refused = 0;
    for (const [situation, answer] of answersOf(row)) {
      for (const mutant of mutants(answer)) {
        if (schema.safeParse(mutant.value).success) continue;
        refused += 1;
        expect(check(mutant.value), `${situation}: ${mutant.what}`).toBe(false);
      }
    }
    // The mutants must reach the schema's refusals, or this test proves nothing.
    expect(refused).toBeGreaterThan(50);
  });

  it('checks one coin as core’s schema does', () => {
    const coin = answers.getMerchantCurrencies.coins.currencies[0];
    expect(merchantCurrencySchema.safeParse(coin).success).toBe(true);
    expect(isMerchantCurrency(coin)).toBe(true);
    for (const mutant of mutants(coin)) {
      if (!merchantCurrencySchema.safeParse(mutant.value).success)
        expect(isMerchantCurrency(mutant.value), mutant.what).toBe(false);
    }
  });

  it('is stricter on amounts: only plain decimals, which the widget computes with exactly', () => {
    const exponent = { ...answers.getMerchantTransactionStatus.settled, currency_1_amount: '2e-3' };
    expect(endpoints.getMerchantTransactionStatus.details.safeParse(exponent).success).toBe(true);
    expect(isMerchantPayment(exponent)).toBe(false);
  });

  it('refuses a theme colour that would carry CSS, as the schema does', () => {
    const profile = answers.getMerchant.profile;
    const styled = { ...profile, theme: { primary_color: 'red;background:url(x)', secondary_color: '#1fa463' } };
    expect(endpoints.getMerchant.details.safeParse(styled).success).toBe(false);
    expect(isMerchantProfile(styled)).toBe(false);
  });
});
