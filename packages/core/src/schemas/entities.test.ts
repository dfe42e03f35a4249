import { describe, expect, it } from 'vitest';
import { beneficiarySchema } from './beneficiary.js';
import { cardSchema } from './card.js';
import { coinArticleSchema } from './coin-article.js';
import { cryptoCurrencies, currencyCodes, fiatCurrencies, isCryptoCurrency, isFiatCurrency } from './currencies.js';
import { marketStateSchema, marketSummaryCoins } from './market.js';
import { settlementInfoSchema } from './settlement-info.js';
import { keyedTransactionsSchema, transactionSchema } from './transaction.js';
import { walletListSchema, walletSchema } from './wallet.js';

describe('currencies', () => {
  it('lists the supported crypto and fiat of spec §9', () => {
    expect(cryptoCurrencies).toEqual(['BTC', 'LTC', 'ETH', 'BCH', 'USDT', 'USDC']);
    expect(fiatCurrencies).toEqual(['USD', 'GBP', 'EUR', 'AUD', 'CAD', 'CHF']);
    expect(currencyCodes).toHaveLength(12);
    expect([isCryptoCurrency('ETH'), isCryptoCurrency('EUR'), isFiatCurrency('CHF'), isFiatCurrency('XRP')]).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });
});

describe('walletSchema', () => {
  it('reads the labelled wallet fields', () => {
    const wallet = walletSchema.parse({
      currency: 'XRP',
      address: 'rExample',
      destination_tag: '12345',
      available_balance: '10.5',
      deposit_in_orders: 0,
      last_receive: '2026-01-02T03:04:05Z',
      last_withdraw: null,
      total_send: '1',
      total_receive: '11.5',
      total_withdrawal: '0',
    });
    expect(wallet.deposit_in_orders).toBe('0');
    expect(wallet.destination_tag).toBe('12345');
    expect(wallet.last_withdraw).toBeNull();
  });

  it('needs a currency and refuses garbage amounts', () => {
    expect(walletSchema.safeParse({}).success).toBe(false);
    expect(walletSchema.safeParse({ currency: 'BTC', available_balance: '1e5' }).success).toBe(false);
    expect(walletSchema.safeParse({ currency: 'BTC', available_balance: '1,5' }).success).toBe(false);
  });

  it('turns a keyed wallet list into an array', () => {
    expect(walletListSchema.parse({ a: { currency: 'BTC' } })).toEqual([{ currency: 'BTC' }]);
  });
});

describe('transactionSchema', () => {
  const row = { id: 1, type: 'conversion', status: 'completed', currency_iso: 'EUR', amount: '10.00' };

  it('reads a conversion with its side and columns', () => {
    const parsed = transactionSchema.parse({
      ...row,
      order_id: 'ord_1',
      currency_2_iso: 'BTC',
      conversion_t: 'debit',
      from_amount: '10.00',
      to_amount: '0.00020000',
      rate: '50000.00',
      transaction_fee: '0.10',
      payment_status: null,
    });
    expect(parsed.id).toBe('1');
    expect(parsed.conversion_t).toBe('debit');
    expect(parsed.to_amount).toBe('0.00020000');
  });

  it('allows only debit or credit as conversion_t', () => {
    expect(transactionSchema.safeParse({ ...row, conversion_t: 'both' }).success).toBe(false);
  });

  it('reads the keyed list of getTransactions', () => {
    const list = keyedTransactionsSchema.parse({ t1: row, t2: { ...row, id: 't2', type: 'withdrawal' } });
    expect(Object.keys(list)).toEqual(['t1', 't2']);
  });
});

describe('settlement info, cards and beneficiaries', () => {
  it('reads the six settlement bank fields', () => {
    const info = {
      bank_iban: 'DE89370400440532013000',
      bank_address: 'Main St 1',
      bank_company_name: 'Shop GmbH',
      bank_company_registered_address: 'Side St 2',
      bank_name: 'Bank',
      bank_swift: 'COBADEFFXXX',
    };
    expect(settlementInfoSchema.parse(info)).toEqual(info);
    expect(settlementInfoSchema.safeParse({ ...info, bank_swift: 'TOO-LONG-SWIFT' }).success).toBe(false);
  });

  it('keeps only the last four digits of a card', () => {
    const card = cardSchema.parse({ id: 3, brand: 'visa', last4: '4242', expiry_month: '12', expiry_year: 2030 });
    expect(card).toMatchObject({ id: '3', last4: '4242', expiry_month: 12, withdrawal_enabled: false });
    expect(cardSchema.safeParse({ ...card, last4: '4242424242424242' }).success).toBe(false);
  });

  it('reads an address-book entry and refuses an unknown status', () => {
    const entry = {
      id: 'ben_1',
      kind: 'crypto',
      label: 'My wallet',
      currency: 'LTC',
      status: 'waiting',
      address: 'rltc1qexample',
      destination_tag: null,
      iban: null,
      bic: null,
      account_holder: null,
      usable_from: '2026-01-02T00:00:00.000Z',
      confirmed_at: '2026-01-01T00:00:00.000Z',
      created_at: '2026-01-01T00:00:00.000Z',
    };
    expect(beneficiarySchema.parse(entry)).toEqual(entry);
    expect(beneficiarySchema.safeParse({ ...entry, status: 'approved' }).success).toBe(false);
  });
});

describe('market state and coin articles', () => {
  it('starts empty and reads rates by pair', () => {
    expect(marketStateSchema.parse({})).toEqual({ rates: {}, history: {}, details: {}, summary: {} });
    const state = marketStateSchema.parse({
      rates: { EUR_BTC: '61234.50' },
      history: { BTC: [{ time: 1, price: '1.00' }] },
    });
    expect(state.rates['EUR_BTC']).toBe('61234.50');
    expect(marketStateSchema.safeParse({ rates: { 'eur-btc': '1' } }).success).toBe(false);
    expect(marketSummaryCoins).toHaveLength(31);
  });

  it('reads article sections with paragraphs and an optional bullet list, and empty entries', () => {
    const article = coinArticleSchema.parse({
      coin_name: 'Bitcoin',
      iso: 'BTC',
      sections: [
        { heading: 'What is it?', p: ['A coin.'], ul: { heading: 'Facts', text: ['Scarce'] } },
        { heading: 'More' },
      ],
    });
    expect(article.sections[1]?.p).toEqual([]);
    expect(article.sections[0]?.ul?.text).toEqual(['Scarce']);
    expect(coinArticleSchema.parse({})).toEqual({ coin_name: '', iso: '', sections: [] });
  });
});
