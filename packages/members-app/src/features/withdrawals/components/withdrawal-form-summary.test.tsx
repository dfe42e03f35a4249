import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render-with-providers.js';
import type { FormBinding } from '../../../lib/use-schema-form.js';
import type { WithdrawalQuote } from './quote-summary.js';
import { WithdrawalAmount, WithdrawalFormSummary } from './withdrawal-form-summary.js';

afterEach(cleanup);

/** A quote of 100.00 EUR to a bank account, as GET /transactions/withdrawalQuote answers it. */
function quote(fields: Partial<WithdrawalQuote> = {}): WithdrawalQuote {
  return {
    currency: 'EUR',
    amount: '100.00',
    fee: '1.50',
    total: '101.50',
    receive_amount: '100.00',
    minimum_amount: '10.00',
    network_fee_estimate: null,
    eur_value: '100.00',
    available_balance: '250.00',
    approvals_required: 0,
    ownership_confirmation_required: false,
    limits: {
      per_transaction_eur: '5000.00',
      daily_eur: '10000.00',
      daily_used_eur: '0.00',
      monthly_eur: '50000.00',
      monthly_used_eur: '0.00',
    },
    refusal: null,
    ...fields,
  } as WithdrawalQuote;
}

/** The two parts as a withdrawal form holds them: one amount field bound to form state. */
function Harness({ current, amount = '' }: { current: WithdrawalQuote | undefined; amount?: string }) {
  const [values, setValues] = useState<Record<string, string>>({ amount });
  const form: FormBinding = {
    values,
    errors: {},
    setValue: (name, value) => setValues((before) => ({ ...before, [name]: String(value) })),
  };
  return (
    <form>
      <WithdrawalAmount form={form} currency="EUR" quote={current} />
      <WithdrawalFormSummary quote={current} amountEntered={values['amount'] !== ''} />
    </form>
  );
}

describe('the withdrawal forms’ shared amount and summary', () => {
  it('states the fee, what leaves the wallet and what arrives, and Max fills what is available less the fee', () => {
    renderWithProviders(<Harness current={quote()} />);
    expect(screen.getByTestId('quote-receive').textContent).toContain('100.00');
    expect(screen.getByTestId('quote-fee').textContent).toContain('1.50');
    expect(screen.getByTestId('quote-total').textContent).toContain('101.50');
    expect(screen.queryByTestId('quote-network-fee')).toBeNull();
    expect(screen.getByTestId('available-balance').textContent).toContain('250.00');
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect((screen.getByRole('textbox', { name: 'Amount' }) as HTMLInputElement).value).toBe('248.5');
    expect((screen.getByRole('button', { name: 'Review withdrawal' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the server’s refusal of a typed amount and blocks the review, but not before an amount is typed', () => {
    const refused = quote({ refusal: 'The minimum withdrawal is 10.00 EUR.' });
    renderWithProviders(<Harness current={refused} />);
    expect(screen.queryByText('The minimum withdrawal is 10.00 EUR.')).toBeNull();
    expect((screen.getByRole('button', { name: 'Review withdrawal' }) as HTMLButtonElement).disabled).toBe(false);
    cleanup();
    renderWithProviders(<Harness current={refused} amount="5" />);
    expect(screen.getByText('The minimum withdrawal is 10.00 EUR.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Review withdrawal' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('without a quote yet: no costs, no balance, and Max waits', () => {
    renderWithProviders(<Harness current={undefined} amount="5" />);
    expect(screen.queryByTestId('withdrawal-quote')).toBeNull();
    expect(screen.queryByTestId('available-balance')).toBeNull();
    expect((screen.getByRole('button', { name: 'Max' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
