import { describe, expect, it } from 'vitest';
import {
  bankMethodSteps,
  bankPaymentMethods,
  buyFlowSteps,
  checkoutRoute,
  flowStepIndex,
  flowStepperSteps,
  isCheckoutUserVerified,
  type CheckoutRoutingInput,
} from './checkout-routing.js';

const table: { sentence: string; input: CheckoutRoutingInput; expected: unknown }[] = [
  ...bankPaymentMethods.flatMap((method) => [
    {
      sentence: `§4 Bank methods (${method}): No status: verified user to /review`,
      input: { payment_method: method, payment_status: null, verified: true, path: '/details' },
      expected: { redirect: '/review' },
    },
    {
      sentence: `§4 Bank methods (${method}): No status: unverified to /compliance`,
      input: { payment_method: method, verified: false, path: '/details' },
      expected: { redirect: '/compliance' },
    },
    {
      sentence: `§4 Bank methods (${method}): Authorized to /review`,
      input: { payment_method: method, payment_status: 'authorized', verified: false, path: '/wire' },
      expected: { redirect: '/review' },
    },
  ]),
  {
    sentence: '§4 Bank methods: a user already on /review stays there',
    input: { payment_method: 'SEPA', payment_status: 'authorized', verified: true, path: '/review' },
    expected: { allow: true },
  },
  {
    sentence: '§4 Credit Card with no status goes to /payment',
    input: { payment_method: 'Credit Card', verified: true, path: '/details' },
    expected: { redirect: '/payment' },
  },
  {
    sentence: '§3 payment_method default Credit Card: no method and no status goes to /payment',
    input: { payment_method: null, verified: false, path: '/details' },
    expected: { redirect: '/payment' },
  },
  {
    sentence: '§4 Authorized on other paths (except /processing) goes to /compliance',
    input: { payment_method: 'Credit Card', payment_status: 'authorized', verified: true, path: '/payment' },
    expected: { redirect: '/compliance' },
  },
  {
    sentence: '§4 Authorized on other paths (except /processing): /processing is left alone',
    input: { payment_method: 'Credit Card', payment_status: 'authorized', verified: true, path: '/processing/' },
    expected: { allow: true },
  },
  {
    sentence: '§4 Successful goes to /invoice (card)',
    input: { payment_method: 'Credit Card', payment_status: 'successful', verified: true, path: '/processing' },
    expected: { redirect: '/invoice' },
  },
  {
    sentence: '§4 Successful goes to /invoice (bank method too)',
    input: { payment_method: 'Wire', payment_status: 'successful', verified: false, path: '/review' },
    expected: { redirect: '/invoice' },
  },
  {
    sentence: '§4 Successful goes to /invoice: already on /invoice stays',
    input: { payment_method: 'Wire', payment_status: 'successful', verified: false, path: '/invoice' },
    expected: { allow: true },
  },
];

describe('checkout payment_status routing (spec §4)', () => {
  it.each(table)('$sentence', ({ input, expected }) => {
    expect(checkoutRoute(input)).toEqual(expected);
  });

  it('§4 Bank methods are exactly Swift, Wire, SEPA, Online Banking, Online Banking ZA', () => {
    expect([...bankPaymentMethods]).toEqual(['Swift', 'Wire', 'SEPA', 'Online Banking', 'Online Banking ZA']);
  });

  it('§4 Bank methods: steps contact details, payment, verify account', () => {
    expect(bankMethodSteps.map((step) => step.id)).toEqual(['contactDetails', 'payment', 'verifyAccount']);
  });

  it('§2 Flow stepper: Buy Coins, Details, Payment, KYC', () => {
    expect(flowStepperSteps.map((step) => step.id)).toEqual(['buyCoins', 'details', 'payment', 'kyc']);
  });

  it('§4 Buy flow: Payment then Transaction Details', () => {
    expect(buyFlowSteps.map((step) => step.id)).toEqual(['payment', 'transactionDetails']);
  });

  it.each([
    [{ mobile: 1, email: '1', id: 1 }, true],
    [{ mobile: 1, email: 1, id: 0 }, false],
    [{ mobile: 0, email: 1, id: 1 }, false],
    [null, false],
  ])('a verified user has mobile, email and id verified: %j → %s', (verified, expected) => {
    expect(isCheckoutUserVerified(verified)).toBe(expected);
  });

  it.each([
    ['/buy/widget', 0],
    ['/flow/details', 1],
    ['/wire/', 2],
    ['/online_banking?x=1', 2],
    ['/processing', 2],
    ['/compliance', 3],
    ['/flow/kyc', 3],
    ['/invoice', 4],
    ['/unknown', 0],
  ])('the flow stepper marks %s as step %i', (path, index) => {
    expect(flowStepIndex(path)).toBe(index);
  });
});
