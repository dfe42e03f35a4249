import { describe, expect, it } from 'vitest';
import { permissionAreaOf, routeAccess } from './route-access.js';

const retail = { permissions: { send: '1', withdrawal: '1', fiat_withdrawals: '0', widget: '0' } };
const merchant = { permissions: { send: '1', withdrawal: '1', fiat_withdrawals: '1', widget: '1' } };

describe('members route access (spec §2 sidebar, §6 permissions)', () => {
  it.each([
    ['/merchantTransactions', 'merchantTransactions'],
    ['/merchantSettlements', 'merchantTransactions'],
    ['/merchantSettlements/wire?tab=1', 'merchantTransactions'],
    ['/merchantSettlements/creditcards/', 'merchantTransactions'],
    ['/generatePaymentLink', 'paymentLinks'],
    ['/wallets', null],
    ['/profile', null],
    ['/', null],
  ] as const)('%s belongs to %s', (path, area) => {
    expect(permissionAreaOf(path)).toBe(area);
  });

  it('§6 fiat_withdrawals (merchant transactions and settlements): forbidden without it', () => {
    expect(routeAccess('/merchantTransactions', { enable_widget: 1 }, retail)).toBe('forbidden');
    expect(routeAccess('/merchantSettlements/widget', { enable_widget: 1 }, retail)).toBe('forbidden');
    expect(routeAccess('/merchantSettlements/widget', { enable_widget: 1 }, merchant)).toBe('allowed');
    expect(routeAccess('/merchantTransactions', {}, { permissions: null })).toBe('forbidden');
  });

  it('§2 Payment Link (if enable_widget and user widget permission 1)', () => {
    expect(routeAccess('/generatePaymentLink', { enable_widget: 1 }, merchant)).toBe('allowed');
    expect(routeAccess('/generatePaymentLink', { enable_widget: 0 }, merchant)).toBe('forbidden');
    expect(routeAccess('/generatePaymentLink', { enable_widget: 1 }, retail)).toBe('forbidden');
  });

  it('every other route is open to a signed-in user', () => {
    expect(routeAccess('/wallets/BTC', {}, retail)).toBe('allowed');
    expect(routeAccess('/transactions', {}, { permissions: null })).toBe('allowed');
  });
});
