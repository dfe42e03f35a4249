import { describe, expect, it } from 'vitest';
import { convertAmount } from './convert-amount.js';
import { parseRatePair } from './rate-pair.js';
import { parseRate } from './rate.js';

const pair = (text: string) => parseRatePair(text)!;
const rate = (text: string) => parseRate(text)!;

describe('convertAmount', () => {
  it.each([
    // 1 BTC at EUR_BTC 50000 → 50000.00 EUR
    {
      amount: 100_000_000n,
      from: 'BTC',
      to: 'EUR',
      pair: 'EUR_BTC',
      rate: '50000',
      rounding: 'down',
      result: 5_000_000n,
    },
    // 1 satoshi at 50000 is 0.0005 EUR: down → 0 cents, up → 1 cent
    { amount: 1n, from: 'BTC', to: 'EUR', pair: 'EUR_BTC', rate: '50000', rounding: 'down', result: 0n },
    { amount: 1n, from: 'BTC', to: 'EUR', pair: 'EUR_BTC', rate: '50000', rounding: 'up', result: 1n },
    // 250.00 EUR at 61234.5 → 0.00408266... BTC: 408266 sat down, 408267 up
    { amount: 25_000n, from: 'EUR', to: 'BTC', pair: 'EUR_BTC', rate: '61234.5', rounding: 'down', result: 408_266n },
    { amount: 25_000n, from: 'EUR', to: 'BTC', pair: 'EUR_BTC', rate: '61234.5', rounding: 'up', result: 408_267n },
    // the inverse pair BTC_EUR (BTC per 1 EUR) multiplies instead of dividing
    {
      amount: 25_000n,
      from: 'EUR',
      to: 'BTC',
      pair: 'BTC_EUR',
      rate: '0.000016330663269888',
      rounding: 'down',
      result: 408_266n,
    },
    {
      amount: 25_000n,
      from: 'EUR',
      to: 'BTC',
      pair: 'BTC_EUR',
      rate: '0.00001633066326989',
      rounding: 'up',
      result: 408_267n,
    },
    // ETH has 18 decimals: 1 wei at 3200 USD is far below a cent
    { amount: 1n, from: 'ETH', to: 'USD', pair: 'USD_ETH', rate: '3200', rounding: 'down', result: 0n },
    {
      amount: 10n ** 18n,
      from: 'ETH',
      to: 'USD',
      pair: 'USD_ETH',
      rate: '3200.01',
      rounding: 'down',
      result: 320_001n,
    },
    // 10.00 USD → ETH at 3000: 0.00333… ETH in wei
    {
      amount: 1_000n,
      from: 'USD',
      to: 'ETH',
      pair: 'USD_ETH',
      rate: '3000',
      rounding: 'down',
      result: 3_333_333_333_333_333n,
    },
    {
      amount: 1_000n,
      from: 'USD',
      to: 'ETH',
      pair: 'USD_ETH',
      rate: '3000',
      rounding: 'up',
      result: 3_333_333_333_333_334n,
    },
    // USDT has 6 decimals: 1.000001 USDT at 0.999 EUR
    { amount: 1_000_001n, from: 'USDT', to: 'EUR', pair: 'EUR_USDT', rate: '0.999', rounding: 'down', result: 99n },
    { amount: 1_000_001n, from: 'USDT', to: 'EUR', pair: 'EUR_USDT', rate: '0.999', rounding: 'up', result: 100n },
    { amount: 0n, from: 'BTC', to: 'EUR', pair: 'EUR_BTC', rate: '50000', rounding: 'up', result: 0n },
  ] as const)('$amount $from → $to at $pair $rate rounded $rounding is $result', (row) => {
    expect(
      convertAmount({
        amountBaseUnits: row.amount,
        from: row.from,
        to: row.to,
        pair: pair(row.pair),
        rateUnits: rate(row.rate),
        rounding: row.rounding,
      }),
    ).toBe(row.result);
  });

  it('rounds down when no rounding is given', () => {
    const options = {
      amountBaseUnits: 1n,
      from: 'BTC',
      to: 'EUR',
      pair: pair('EUR_BTC'),
      rateUnits: rate('50000'),
    } as const;
    expect(convertAmount(options)).toBe(0n);
  });

  it('never gives back more than was put in on a round trip rounded down', () => {
    const eurBtc = pair('EUR_BTC');
    const rateUnits = rate('61234.56789');
    for (const cents of [1n, 99n, 25_000n, 123_456_789n]) {
      const satoshi = convertAmount({ amountBaseUnits: cents, from: 'EUR', to: 'BTC', pair: eurBtc, rateUnits });
      const back = convertAmount({ amountBaseUnits: satoshi, from: 'BTC', to: 'EUR', pair: eurBtc, rateUnits });
      expect(back <= cents).toBe(true);
    }
  });

  it('refuses negative amounts and currencies the pair does not hold', () => {
    const options = { from: 'BTC', to: 'EUR', pair: pair('EUR_BTC'), rateUnits: rate('50000') } as const;
    expect(() => convertAmount({ ...options, amountBaseUnits: -1n })).toThrow(RangeError);
    expect(() => convertAmount({ ...options, amountBaseUnits: 1n, to: 'USD' })).toThrow(/does not convert BTC to USD/);
  });
});
