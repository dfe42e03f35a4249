/** The flow stepper of spec §2: Buy Coins, Details, Payment, KYC (texts in core's `checkout` namespace). */
export const flowSteps = ['buyCoins', 'details', 'payment', 'kyc'] as const;
export type FlowStep = (typeof flowSteps)[number];

const stepOfPath: Record<string, FlowStep> = {
  details: 'details',
  payment: 'payment',
  online_banking: 'payment',
  wire: 'payment',
  processing: 'payment',
  review: 'payment',
  invoice: 'payment',
  kyc: 'kyc',
  compliance: 'kyc',
};

/** Which step a flow path belongs to; the entry, test and buy widget pages are the Buy Coins step. */
export function flowStepOf(pathname: string): FlowStep {
  const name = pathname.replace(/^\/flow\/?/, '').replace(/\/+$/, '');
  return stepOfPath[name] ?? 'buyCoins';
}
