import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { brandDetails } from '../../../testing/brand-details.js';
import { failure, success } from '../../../testing/fake-api.js';
import { fakePayment, installMerchantFake, merchantPermissions } from '../testing/merchant-fake.js';
import { renderMerchantScreen } from '../testing/render-merchant-screen.js';

afterEach(cleanup);

const widgetBrand = () => brandDetails({ enable_widget: 1 });

function createdAnswer(body: Record<string, unknown>) {
  return success({
    ...fakePayment('pay_link1', {
      status: 'awaiting_currency',
      amount: String(body['amount']),
      currency: body['currency'] as 'EUR',
      order_id: (body['order_id'] as string | undefined) ?? null,
      product: (body['product'] as string | undefined) ?? null,
      currency_1_iso: null,
      currency_1_amount: null,
    }),
    link: '/widget/?merchant_id=mer_test1&transaction_id=pay_link1',
    link_expires_at: '2026-11-27T10:00:00.000Z',
  });
}

async function fillAndCreate(amount: string) {
  fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Create payment link' }));
}

describe('generatePaymentLink', () => {
  it('creates a payment link, shows it with copy and open, and emails it in the customer’s language', async () => {
    const api = installMerchantFake();
    api.on('POST /users/merchant/payments', ({ body }) => createdAnswer(body as Record<string, unknown>));
    api.on('POST /m/api/sendlink', ({ body }) => {
      const { transaction_id, email, lang } = body as Record<string, string>;
      return success({
        transaction_id,
        email,
        lang,
        link: 'https://pay.example/widget/',
        sends: 1,
        sends_left: 4,
        replayed: false,
      });
    });
    renderMerchantScreen('/generatePaymentLink', { details: widgetBrand() });

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Link' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: 'GBP' } });
    fireEvent.change(screen.getByLabelText('Product'), { target: { value: 'Blue hat' } });
    fireEvent.change(screen.getByLabelText('Order ID'), { target: { value: 'A-1001' } });
    fireEvent.change(screen.getByLabelText('Link expires'), { target: { value: '7d' } });
    await fillAndCreate('49.90');

    const link = (await screen.findByLabelText('Payment link')) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/widget/?merchant_id=mer_test1&transaction_id=pay_link1`);
    // Focus moves to the result's heading as it renders.
    const createdHeading = screen.getByRole('heading', { name: 'Payment link created' });
    await waitFor(() => expect(document.activeElement).toBe(createdHeading));
    const body = api.callsTo('POST /users/merchant/payments')[0]?.body as Record<string, unknown>;
    expect(body).toEqual({
      amount: '49.90',
      currency: 'GBP',
      product: 'Blue hat',
      order_id: 'A-1001',
      expires_in: 604_800,
      idempotency_key: expect.stringMatching(/^plink_[0-9a-f]{32}$/),
    });
    expect(screen.getByText('£49.90')).toBeTruthy();
    const open = screen.getByRole('link', { name: 'Open link (opens in a new tab)' });
    expect(open.getAttribute('href')).toBe(link.value);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');
    fireEvent.click(screen.getByRole('button', { name: 'Copy the payment link' }));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(link.value);

    const email = screen.getByRole('form', { name: 'Email it to the customer' });
    fireEvent.change(within(email).getByLabelText("Customer's email"), { target: { value: 'not-an-email' } });
    fireEvent.click(within(email).getByRole('button', { name: 'Send link' }));
    expect(await within(email).findByText('Please enter a valid email address')).toBeTruthy();
    expect(api.callsTo('POST /m/api/sendlink')).toHaveLength(0);

    fireEvent.change(within(email).getByLabelText("Customer's email"), { target: { value: ' Grace@Example.com ' } });
    fireEvent.change(within(email).getByLabelText("Customer's language"), { target: { value: 'de' } });
    fireEvent.click(within(email).getByRole('button', { name: 'Send link' }));
    expect(await within(email).findByText('The payment link was sent to grace@example.com.')).toBeTruthy();
    expect(api.callsTo('POST /m/api/sendlink')[0]?.body).toEqual({
      merchant_id: 'mer_test1',
      transaction_id: 'pay_link1',
      email: 'grace@example.com',
      lang: 'de',
      idempotency_key: expect.stringMatching(/^plink_/),
    });
  });

  it('checks the amount before sending and shows the server’s field errors from the envelope', async () => {
    const api = installMerchantFake();
    api.on('POST /users/merchant/payments', () =>
      failure(400, 'validation_failed', { order_id: 'An order id has at most 200 characters.' }),
    );
    renderMerchantScreen('/generatePaymentLink', { details: widgetBrand() });
    await fillAndCreate('49.901');
    expect(await screen.findByText('The amount can have at most 2 decimals.')).toBeTruthy();
    expect(screen.getByLabelText('Amount').getAttribute('aria-invalid')).toBe('true');
    await fillAndCreate('0');
    expect(await screen.findByText('The amount must be greater than 0 and at most 1,000,000.')).toBeTruthy();
    expect(api.callsTo('POST /users/merchant/payments')).toHaveLength(0);

    await fillAndCreate('12.50');
    expect(await screen.findByText('An order id has at most 200 characters.')).toBeTruthy();
    expect(screen.getByLabelText('Order ID').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends a retry with the same idempotency key, and a changed draft with a new one', async () => {
    const api = installMerchantFake();
    let attempts = 0;
    api.on('POST /users/merchant/payments', ({ body }) => {
      attempts += 1;
      return attempts === 1
        ? failure(503, 'service_unavailable', { general: 'Some problem occurred. please try again later' })
        : createdAnswer(body as Record<string, unknown>);
    });
    renderMerchantScreen('/generatePaymentLink', { details: widgetBrand() });
    await fillAndCreate('10');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Some problem occurred. please try again later');
    fireEvent.click(screen.getByRole('button', { name: 'Create payment link' }));
    await screen.findByLabelText('Payment link');
    const [first, second] = api
      .callsTo('POST /users/merchant/payments')
      .map((call) => call.body as { idempotency_key: string });
    expect(second?.idempotency_key).toBe(first?.idempotency_key);

    fireEvent.click(screen.getByRole('button', { name: 'Create another payment link' }));
    expect(document.activeElement).toBe(await screen.findByLabelText('Amount'));
    await fillAndCreate('11');
    await screen.findByLabelText('Payment link');
    const third = api.callsTo('POST /users/merchant/payments')[2]?.body as { idempotency_key: string };
    expect(third.idempotency_key).not.toBe(first?.idempotency_key);
  });

  it('says when the link was emailed as often as allowed', async () => {
    const api = installMerchantFake();
    api.on('POST /users/merchant/payments', ({ body }) => createdAnswer(body as Record<string, unknown>));
    api.on('POST /m/api/sendlink', () =>
      failure(429, 'rate_limited', { general: 'At most 5 emails per payment link.' }),
    );
    renderMerchantScreen('/generatePaymentLink?lang=es', { details: widgetBrand(), locale: 'es' });
    fireEvent.change(await screen.findByLabelText('Importe'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear enlace de pago' }));
    const email = await screen.findByRole('form', { name: 'Enviarlo al cliente por correo' });
    fireEvent.change(within(email).getByLabelText('Correo electrónico del cliente'), {
      target: { value: 'grace@example.com' },
    });
    fireEvent.click(within(email).getByRole('button', { name: 'Enviar enlace' }));
    expect(
      await within(email).findByText(
        'Este enlace ya se ha enviado por correo el máximo de veces permitido. Copia el enlace y envíalo tú mismo.',
      ),
    ).toBeTruthy();
  });

  it.each([
    ['the widget permission is off', { enable_widget: 1 }, { ...merchantPermissions, widget: '0' }],
    ['the brand has no widget', { enable_widget: 0 }, merchantPermissions],
  ])('says "You do not have access to this page." when %s', async (_case, brand, permissions) => {
    installMerchantFake({}, { permissions });
    renderMerchantScreen('/generatePaymentLink', { details: brandDetails(brand) });
    expect(await screen.findByText('You do not have access to this page.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create payment link' })).toBeNull();
  });
});
