import { describe, expect, it } from 'vitest';
import {
  isWidgetHeaderAmountShown,
  widgetHeader,
  widgetOrderSummary,
  type WidgetHeaderInput,
} from './widget-header.js';

const base: WidgetHeaderInput = { amount: '120.00', currency: 'EUR', path: '/widget/home', orderId: 'ORD-7' };

describe('widget header (spec §2, §5, §9)', () => {
  const shown = [
    { sentence: '§2 Shown only when amount is at least 50 (exactly 50)', amount: '50', expected: true },
    { sentence: '§9 Widget header shows from amount 50 (50.00)', amount: '50.00', expected: true },
    { sentence: '§5 Widget header hidden if amount under 50 (49.99)', amount: '49.99', expected: false },
    { sentence: '§5 Widget header hidden if amount under 50 (0)', amount: '0', expected: false },
    { sentence: 'amount in base units: 5000 cents is 50', amount: { baseUnits: 5_000n, scale: 2 }, expected: true },
    {
      sentence: 'amount in base units: 4999 cents is under 50',
      amount: { baseUnits: 4_999n, scale: 2 },
      expected: false,
    },
    { sentence: 'a malformed amount hides the header', amount: '5e3', expected: false },
    { sentence: 'a missing amount hides the header', amount: null, expected: false },
  ];
  it.each(shown)('$sentence', ({ amount, expected }) => {
    expect(isWidgetHeaderAmountShown(amount)).toBe(expected);
    expect(widgetHeader({ ...base, amount }).visible).toBe(expected);
  });

  it('§2 Shown only when … a currency is set', () => {
    expect(widgetHeader({ ...base, currency: '' })).toEqual({ visible: false });
  });

  it('§2 merchant name (default "Brand Name"), "Payment for {product}" (default "Merchandise")', () => {
    expect(widgetHeader(base)).toEqual({
      visible: true,
      merchantName: 'Brand Name',
      logoMaxWidthPx: 40,
      orderId: 'ORD-7',
      paymentFor: { key: 'widget:header.paymentFor', values: { product: 'Merchandise' } },
      payWith: null,
    });
    const named = widgetHeader({ ...base, merchantName: 'Acme', product: 'Shoes' });
    expect(named).toMatchObject({ merchantName: 'Acme', paymentFor: { values: { product: 'Shoes' } } });
  });

  it('the order summary words the order like the header, whatever the amount (the coin choice under 50)', () => {
    expect(widgetOrderSummary({ orderId: null, product: ' ', merchantName: null })).toEqual({
      merchantName: 'Brand Name',
      orderId: '',
      paymentFor: { key: 'widget:header.paymentFor', values: { product: 'Merchandise' } },
    });
    expect(widgetOrderSummary({ ...base, merchantName: 'Acme', product: 'Shoes' })).toMatchObject({
      merchantName: 'Acme',
      orderId: 'ORD-7',
      paymentFor: { values: { product: 'Shoes' } },
    });
  });

  it.each([
    ['Large', 60],
    ['Medium', 50],
    [null, 40],
    ['Huge', 40],
  ])('§2 logo (size Large, Medium or default; max widths 60, 50, 40 px): %s → %i', (size, px) => {
    expect(widgetHeader({ ...base, widgetLogoSize: size })).toMatchObject({ logoMaxWidthPx: px });
  });

  it('§2 "Pay with {coin} ({iso})" on the payment path only', () => {
    const onPayment = widgetHeader({ ...base, path: '/widget/payment', coin: 'Bitcoin', iso: 'BTC' });
    expect(onPayment).toMatchObject({
      payWith: { key: 'widget:header.payWith', values: { coin: 'Bitcoin', iso: 'BTC' } },
    });
    const detected = widgetHeader({ ...base, path: '/widget/payment-detected', coin: 'Bitcoin', iso: 'BTC' });
    expect(detected).toMatchObject({ payWith: null });
  });
});
