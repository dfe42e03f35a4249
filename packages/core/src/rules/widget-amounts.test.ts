import { describe, expect, it } from 'vitest';
import { addWidgetAmount, sumWidgetAmounts, type WidgetAmountEntry } from './widget-amounts.js';
import { formatCountdown, paymentCountdown } from './payment-countdown.js';

const zero = { pendingBaseUnits: 0n, completedBaseUnits: 0n };

describe('widget amounts (spec §4)', () => {
  const table: { sentence: string; entries: WidgetAmountEntry[]; expected: typeof zero }[] = [
    {
      sentence: '§4 Widget-stage amount is added to pending and completed sums',
      entries: [{ stage: 'widget', amountBaseUnits: 12_345_678n }],
      expected: { pendingBaseUnits: 12_345_678n, completedBaseUnits: 12_345_678n },
    },
    {
      sentence: '§4 deposit-stage amount is subtracted from pending',
      entries: [
        { stage: 'widget', amountBaseUnits: 500n },
        { stage: 'deposit', amountBaseUnits: 200n },
      ],
      expected: { pendingBaseUnits: 300n, completedBaseUnits: 500n },
    },
    {
      sentence: '§4 a completed transaction is subtracted from completed',
      entries: [
        { stage: 'widget', amountBaseUnits: 500n },
        { stage: 'completed', amountBaseUnits: 150n },
      ],
      expected: { pendingBaseUnits: 500n, completedBaseUnits: 350n },
    },
    {
      sentence: 'sums stay exact beyond float precision (base units, bigint)',
      entries: [
        { stage: 'widget', amountBaseUnits: 9_007_199_254_740_993n },
        { stage: 'widget', amountBaseUnits: 1n },
      ],
      expected: { pendingBaseUnits: 9_007_199_254_740_994n, completedBaseUnits: 9_007_199_254_740_994n },
    },
    { sentence: 'no entries give zero sums', entries: [], expected: zero },
  ];
  it.each(table)('$sentence', ({ entries, expected }) => {
    expect(sumWidgetAmounts(entries)).toEqual(expected);
  });

  it('rejects a negative amount instead of silently inverting the rule', () => {
    expect(() => addWidgetAmount(zero, { stage: 'widget', amountBaseUnits: -1n })).toThrow(RangeError);
  });
});

describe('payment countdown (spec §4: 900 s, ticks each second, resets at zero)', () => {
  const start = 1_700_000_000_000;
  const table = [
    { sentence: '§4 Payment countdown 900 s (at start)', elapsedMs: 0, remaining: 900, resets: 0 },
    { sentence: '§4 ticks each second (not before the second is over)', elapsedMs: 999, remaining: 900, resets: 0 },
    { sentence: '§4 ticks each second', elapsedMs: 1_000, remaining: 899, resets: 0 },
    { sentence: '§4 ticks each second (last second)', elapsedMs: 899_999, remaining: 1, resets: 0 },
    { sentence: '§4 resets at zero', elapsedMs: 900_000, remaining: 900, resets: 1 },
    { sentence: '§4 resets at zero (second window ticks again)', elapsedMs: 901_000, remaining: 899, resets: 1 },
    { sentence: 'a clock that went backwards shows the full window', elapsedMs: -5_000, remaining: 900, resets: 0 },
  ];
  it.each(table)('$sentence', ({ elapsedMs, remaining, resets }) => {
    const countdown = paymentCountdown(start, start + elapsedMs);
    expect(countdown.remainingSeconds).toBe(remaining);
    expect(countdown.resets).toBe(resets);
  });

  it('says when the next tick is due', () => {
    expect(paymentCountdown(start, start + 1_250).msUntilNextTick).toBe(750);
  });

  it.each([
    [900, '15:00'],
    [899, '14:59'],
    [61, '01:01'],
    [0, '00:00'],
  ])('formats %i s as %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
