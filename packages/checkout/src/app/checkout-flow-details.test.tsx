import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/preact';
import { accountsEndpoints, checkoutEndpoints, validationMessages } from '@platform/core';
import { checkoutId, checkoutWire, flowBuyer, order } from '../testing/checkout-fixtures.js';
import { checkoutEventsDelivered } from '../events/checkout-events.js';
import { readFlowToken } from '../flow/flow-token.js';
import { success } from '../testing/fake-flow-server.js';
import { events, open, server, setUpFlowTests, token } from '../testing/flow-test-harness.js';

/** The checkout flow, the details step and the verification codes (shared set-up: testing/flow-test-harness.tsx). */
setUpFlowTests();

describe('details step', () => {
  async function toDetails() {
    open('/flow/');
    await screen.findByText('€250.00');
    fireEvent.input(screen.getByLabelText('Your wallet address (BTC)'), {
      target: { value: 'bcrt1qpvc9275lcn5suv6c0k3v0mq3xedcpfw2el5e9v' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Your details', level: 1 }, { timeout: 15_000 });
  }

  it('says what is wrong with each field in the spec §5 wording, and requires both acceptances', async () => {
    await toDetails();
    fireEvent.input(screen.getByLabelText('First Name'), { target: { value: 'A' } });
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.input(screen.getByLabelText('Mobile Number'), { target: { value: '12' } });
    fireEvent.input(screen.getByLabelText('Date Of Birth'), { target: { value: '01/02/1990' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(validationMessages.firstNameMin)).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('not a valid mobile number')).toBeTruthy();
    expect(screen.getByText(validationMessages.dateOfBirthFormat)).toBeTruthy();
    expect(screen.getByText(validationMessages.cityRequired)).toBeTruthy();
    expect(screen.getByText(validationMessages.termsRequired)).toBeTruthy();
    expect(screen.getByText(validationMessages.refundPolicyRequired)).toBeTruthy();
    expect(screen.getByLabelText('First Name').getAttribute('aria-invalid')).toBe('true');
    expect(server.requests.some((request) => request.row === checkoutEndpoints.createCheckout)).toBe(false);
  });

  it('creates the checkout with the locked quote, stores the flow token, tells the host page, then verifies both codes', async () => {
    server.answer(checkoutEndpoints.createCheckout, () =>
      success(checkoutEndpoints.createCheckout, {
        transaction_token: checkoutId,
        flow_token: token,
        checkout: checkoutWire(),
        order: order(),
        codes_sent: true,
      }),
    );
    await toDetails();
    const fill = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });
    fill('First Name', 'Ada');
    fill('Last Name', 'Lovelace');
    fill('Email', 'ada@example.test');
    fill('Mobile Number', '+447700900123');
    fill('Date Of Birth', '1990-02-01');
    fill('Street Name', '12 Analytical Row');
    fill('City', 'London');
    fill('State', 'Greater London');
    fill('Zip Code', 'NW1 6XE');
    fireEvent.change(screen.getByLabelText('Country'), { target: { value: 'GB' } });
    fireEvent.click(screen.getByLabelText('I accept the Terms and Conditions'));
    fireEvent.click(screen.getByLabelText('I accept the Refund Policy'));
    server.answer(checkoutEndpoints.checkoutBilling, () =>
      success(checkoutEndpoints.checkoutBilling, {
        checkout_id: checkoutId,
        billing: {
          address1: '12 Analytical Row',
          address2: '',
          city: 'London',
          state: 'Greater London',
          country: 'GB',
          zip_code: 'NW1 6XE',
        },
      }),
    );
    const verified = { email: false, mobile: false };
    server.answer(checkoutEndpoints.checkVerify, (request) => {
      const { type, code } = request.query;
      if (type !== undefined && code !== '123456') {
        return {
          status: 400,
          body: { request_status: 0, error_message: 'You have entered an invalid code, Please try again.' },
        };
      }
      if (type === 'email') verified.email = true;
      if (type === 'sms') verified.mobile = true;
      return success(checkoutEndpoints.checkVerify, flowBuyer({ ...verified, id_state: 3 }));
    });
    server.answer(
      accountsEndpoints.resendVerification,
      success(accountsEndpoints.resendVerification, { sent: true, message: 'sent' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Verify your account', level: 1 })).toBeTruthy();
    const created = server.requests.find((request) => request.row === checkoutEndpoints.createCheckout);
    expect(created?.body).toMatchObject({
      quote_id: 'qt_abcdefghijklmnopqrstuvw',
      accept_terms: true,
      accept_refund_policy: true,
      payment_method: 'Credit Card',
    });
    expect(readFlowToken()).toBe(token);
    await checkoutEventsDelivered();
    expect(events).toContainEqual({
      type: 'order_created',
      order: {
        id: checkoutId,
        fiat_currency: 'EUR',
        fiat_amount: '25000',
        crypto_currency: 'BTC',
        crypto_amount: '410000',
      },
    });

    fireEvent.click(screen.getAllByRole('button', { name: 'Send a new code' })[1]!);
    expect(await screen.findByText('A new sms verification code was sent to your mobile')).toBeTruthy();

    // A mistyped mobile number is changed here (PATCH /verify/resetMobileCode/{checkout id}): checked
    // first, then sent; a refusal says so; the new number gets a new SMS code.
    let refuseMobile = true;
    server.answer(accountsEndpoints.resetMobileCode, () =>
      refuseMobile
        ? { status: 429, body: { request_status: 0, error_code: 'rate_limited', error_message: 'Too many requests' } }
        : success(accountsEndpoints.resetMobileCode, { sent: true, message: 'sent' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Wrong mobile number? Change it' }));
    fireEvent.input(screen.getByLabelText('New mobile number'), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the code to this number' }));
    expect(await screen.findByText(validationMessages.mobileInvalid)).toBeTruthy();
    expect(server.requests.some((request) => request.row === accountsEndpoints.resetMobileCode)).toBe(false);
    fireEvent.input(screen.getByLabelText('New mobile number'), { target: { value: '+44 7700 900456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send the code to this number' }));
    expect(
      await screen.findByText('This number could not be used. Check it, or wait a minute and try again.'),
    ).toBeTruthy();
    refuseMobile = false;
    fireEvent.click(screen.getByRole('button', { name: 'Send the code to this number' }));
    await waitFor(() => expect(screen.queryByLabelText('New mobile number')).toBeNull());
    const reset = server.requests.filter((request) => request.row === accountsEndpoints.resetMobileCode).at(-1);
    expect(reset?.params).toEqual({ id: checkoutId });
    expect(reset?.body).toEqual({ mobile: '+447700900456' });
    expect(screen.getByText('A new sms verification code was sent to your mobile')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Email code'), { target: { value: '000000' } });
    fireEvent.input(screen.getByLabelText('SMS code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You have entered an invalid code, Please try again.');
    fireEvent.input(screen.getByLabelText('Email code'), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('You have successfully verified your account!')).toBeTruthy();
    const checks = server.requests.filter((request) => request.row === checkoutEndpoints.checkVerify);
    expect(checks.map((request) => request.query)).toEqual([
      {},
      { type: 'email', code: '000000' },
      { type: 'email', code: '123456' },
      { type: 'sms', code: '123456' },
    ]);
  });
});
