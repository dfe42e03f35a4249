import { redirectUnlessHere, allow, type GuardDecision } from './decision.js';
import { isFlagOn, type FlagValue } from './inputs.js';

/** Checkout payment_status routing of spec §4. Values: absent, authorized, successful. */
export const bankPaymentMethods = ['Swift', 'Wire', 'SEPA', 'Online Banking', 'Online Banking ZA'] as const;
export type BankPaymentMethod = (typeof bankPaymentMethods)[number];
export const creditCardPaymentMethod = 'Credit Card';

export function isBankPaymentMethod(method: string | null | undefined): method is BankPaymentMethod {
  return (bankPaymentMethods as readonly string[]).includes(method ?? '');
}

/** Steps of a bank-method checkout: contact details, payment, verify account. */
export const bankMethodSteps = [
  { id: 'contactDetails', labelKey: 'checkout:bankSteps.contactDetails' },
  { id: 'payment', labelKey: 'checkout:bankSteps.payment' },
  { id: 'verifyAccount', labelKey: 'checkout:bankSteps.verifyAccount' },
] as const;

/** The guest flow stepper: Buy Coins, Details, Payment, KYC. */
export const flowStepperSteps = [
  { id: 'buyCoins', labelKey: 'checkout:flowStepper.buyCoins' },
  { id: 'details', labelKey: 'checkout:flowStepper.details' },
  { id: 'payment', labelKey: 'checkout:flowStepper.payment' },
  { id: 'kyc', labelKey: 'checkout:flowStepper.kyc' },
] as const;

/** Buy flow: Payment then Transaction Details. */
export const buyFlowSteps = [
  { id: 'payment', labelKey: 'checkout:buyFlow.payment' },
  { id: 'transactionDetails', labelKey: 'checkout:buyFlow.transactionDetails' },
] as const;

/** Checkout `verified` of spec §3. */
export interface CheckoutVerifiedInput {
  mobile?: FlagValue;
  email?: FlagValue;
  id?: FlagValue;
}

/**
 * "Verified user" (not defined further by the spec): mobile and email confirmed and the identity
 * check successful (id state 1), i.e. nothing left for the compliance step to do.
 */
export function isCheckoutUserVerified(verified: CheckoutVerifiedInput | null | undefined): boolean {
  return isFlagOn(verified?.mobile) && isFlagOn(verified?.email) && isFlagOn(verified?.id);
}

export interface CheckoutRoutingInput {
  payment_method?: string | null;
  payment_status?: string | null;
  verified: boolean;
  /** Current flow path, e.g. '/processing' (relative to the flow base). */
  path: string;
}

function target(input: CheckoutRoutingInput): `/${string}` | null {
  const status = (input.payment_status ?? '').trim().toLowerCase();
  const method = input.payment_method || creditCardPaymentMethod;
  if (status === 'successful') return '/invoice';
  if (isBankPaymentMethod(method)) {
    if (status === 'authorized') return '/review';
    if (status === '') return input.verified ? '/review' : '/compliance';
    return null;
  }
  if (status === '' && method === creditCardPaymentMethod) return '/payment';
  if (status === 'authorized') return input.path.replace(/\/+$/, '') === '/processing' ? null : '/compliance';
  return null;
}

/** Where the guest checkout belongs for its payment state; allows when it is already there. */
export function checkoutRoute(input: CheckoutRoutingInput): GuardDecision {
  const redirect = target(input);
  return redirect === null ? allow : redirectUnlessHere(input.path, { redirect });
}

/**
 * Which flow stepper step a flow path belongs to (0 Buy Coins … 3 KYC); /invoice means every step is
 * done (returns 4). The spec names the steps but not their pages; this mapping follows the flow routes
 * of spec §2: payment pages (card, wire, online banking, review, processing, test) are step Payment,
 * compliance and kyc are step KYC.
 */
const stepOfPath: Record<string, number> = {
  '/buy/widget': 0,
  '/details': 1,
  '/payment': 2,
  '/wire': 2,
  '/online_banking': 2,
  '/review': 2,
  '/processing': 2,
  '/test': 2,
  '/compliance': 3,
  '/kyc': 3,
  '/invoice': flowStepperSteps.length,
};

export function flowStepIndex(path: string): number {
  const clean = path
    .split(/[?#]/)[0]!
    .replace(/^\/flow(?=\/)/, '')
    .replace(/\/+$/, '');
  return stepOfPath[clean] ?? 0;
}
