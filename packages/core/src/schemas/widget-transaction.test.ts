import { describe, expect, it } from 'vitest';
import { merchantTransactionSchema, toWidgetTransaction, widgetTransactionSchema } from './widget-transaction.js';

describe('widgetTransactionSchema', () => {
  const base = { merchantId: 'mer_1', transactionId: 'tok_1', amount: '120.50', currency: 'EUR' };

  it('defaults the theme to dark green and green and the logo size to default', () => {
    const parsed = widgetTransactionSchema.parse(base);
    expect(parsed.theme).toEqual({ primary_color: '#0b4f3c', secondary_color: '#1fa463' });
    expect(parsed.widget_logo_size).toBe('default');
  });

  it('keeps the merchant colours, logo size and custom values', () => {
    const parsed = widgetTransactionSchema.parse({
      ...base,
      theme: { primary_color: '#112233' },
      widget_logo_size: 'Large',
      c1: 'order-7',
      c4: 'x',
    });
    expect(parsed.theme).toEqual({ primary_color: '#112233', secondary_color: '#1fa463' });
    expect(parsed.widget_logo_size).toBe('Large');
    expect([parsed.c1, parsed.c2, parsed.c4]).toEqual(['order-7', undefined, 'x']);
  });

  it.each([
    [{ widget_logo_size: 'Huge' }],
    [{ theme: { primary_color: 'red;background:url(x)' } }],
    [{ amount: 12.5 }],
    [{ transactionId: '' }],
  ])('refuses %j', (change) => {
    expect(widgetTransactionSchema.safeParse({ ...base, ...change }).success).toBe(false);
  });
});

describe('merchantTransactionSchema', () => {
  it('reads what POST /api/transaction answers', () => {
    const parsed = merchantTransactionSchema.parse({
      merchant_id: 12,
      transaction_token: 'tok_1',
      currency_1_iso: 'BTC',
      currency_1_amount: '0.00123456',
      currency_1_address: 'bc1qexample',
      amount: '50.00',
      currency: 'EUR',
      transaction_product: 'T-shirt',
    });
    expect(parsed.merchant_id).toBe('12');
    expect(parsed.qr).toBe('');
    expect(parsed.transaction_product).toBe('T-shirt');
  });
});

describe('toWidgetTransaction', () => {
  it('joins the server answer with the merchant request', () => {
    const answer = merchantTransactionSchema.parse({
      merchant_id: 'mer_1',
      transaction_token: 'tok_9',
      currency_1_iso: 'XRP',
      currency_1_amount: '25.123456',
      currency_1_address: 'rExample',
      currency_1_tag: '991',
      amount: '60.00',
      currency: 'GBP',
      transaction_c2: 'ref-2',
      transaction_product: 'Mug',
    });
    const widget = toWidgetTransaction(answer, { orderId: 'A-1', widget_logo_size: 'Medium' });
    expect(widget).toMatchObject({
      merchantId: 'mer_1',
      transactionId: 'tok_9',
      currency_1_tag: '991',
      product: 'Mug',
      c2: 'ref-2',
      orderId: 'A-1',
      widget_logo_size: 'Medium',
      theme: { primary_color: '#0b4f3c', secondary_color: '#1fa463' },
    });
    expect(widget.c1).toBeUndefined();
  });
});
