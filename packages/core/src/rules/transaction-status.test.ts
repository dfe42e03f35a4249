import { describe, expect, it } from 'vitest';
import { transactionStatusDisplay, type TransactionStatusInput } from './transaction-status.js';

const table: { sentence: string; input: TransactionStatusInput; expected: unknown }[] = [
  {
    sentence: '§4 Completed shown as approved',
    input: { type: 'buy', status: 'Completed' },
    expected: { hidden: false, labelKey: 'status:approved', tone: 'success' },
  },
  {
    sentence: '§4 initial withdrawal as 2-FA Pending',
    input: { type: 'withdrawal', status: 'initial' },
    expected: { hidden: false, labelKey: 'status:twoFaPending', tone: 'warning' },
  },
  {
    sentence: '§4 initial withdrawal as 2-FA Pending (even with a payment_status)',
    input: { type: 'withdrawal', status: 'initial', payment_status: 'authorized' },
    expected: { hidden: false, labelKey: 'status:twoFaPending', tone: 'warning' },
  },
  {
    sentence: '§4 initial with payment_status authorized as Pre-Authorized',
    input: { type: 'buy', status: 'initial', payment_status: 'authorized' },
    expected: { hidden: false, labelKey: 'status:preAuthorized', tone: 'info' },
  },
  {
    sentence: '§4 initial with payment_status pending takes that status',
    input: { type: 'buy', status: 'initial', payment_status: 'pending' },
    expected: { hidden: false, labelKey: 'status:pending', tone: 'warning' },
  },
  {
    sentence: '§4 initial with payment_status canceled takes that status',
    input: { type: 'conversion', status: 'initial', payment_status: 'canceled' },
    expected: { hidden: false, labelKey: 'status:canceled', tone: 'danger' },
  },
  {
    sentence: '§4 initial with payment_status failed takes that status',
    input: { type: 'buy', status: 'INITIAL', payment_status: 'Failed' },
    expected: { hidden: false, labelKey: 'status:failed', tone: 'danger' },
  },
  {
    sentence: '§4 initial with no payment_status is hidden',
    input: { type: 'buy', status: 'initial' },
    expected: { hidden: true },
  },
  {
    sentence: '§4 initial with no payment_status is hidden (empty string)',
    input: { type: 'buy', status: 'initial', payment_status: '' },
    expected: { hidden: true },
  },
  {
    sentence: '§4 Labels also show Pending',
    input: { type: 'buy', status: 'pending' },
    expected: { hidden: false, labelKey: 'status:pending', tone: 'warning' },
  },
  {
    sentence: '§4 Labels also show COMPLETED: the status as it may arrive, shown as approved like any completed one',
    input: { type: 'deposit', status: 'COMPLETED' },
    expected: { hidden: false, labelKey: 'status:approved', tone: 'success' },
  },
  {
    sentence: 'one vocabulary (issue 15): a completed deposit reads Approved in every list',
    input: { type: 'deposit', status: 'completed' },
    expected: { hidden: false, labelKey: 'status:approved', tone: 'success' },
  },
  {
    sentence: 'an unknown status is shown as Unknown, never hidden',
    input: { type: 'buy', status: 'mystery' },
    expected: { hidden: false, labelKey: 'status:unknown', tone: 'neutral' },
  },
];

describe('transaction status display (spec §4)', () => {
  it.each(table)('$sentence', ({ input, expected }) => {
    expect(transactionStatusDisplay(input)).toEqual(expected);
  });
});
