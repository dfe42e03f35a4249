import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { brandDetails } from '../../../../testing/brand-details.js';
import { failure, success } from '../../../../testing/fake-api.js';
import {
  fakeDelivery,
  fakeMerchantSettings,
  fakeWebhook,
  installMerchantFake,
  merchantPermissions,
} from '../../testing/merchant-fake.js';
import { renderMerchantScreen } from '../../testing/render-merchant-screen.js';
import { expectDesignSystemTable } from '../../../../testing/design-system-table.js';

afterEach(cleanup);

const widgetBrand = () => brandDetails({ enable_widget: 1 });
const region = (name: string) => within(screen.getByRole('region', { name }));

describe('profile#widgetSettings: appearance and allowed origins', () => {
  it('edits colours, logo, coins and exact origins, and saves them with PATCH /users/merchant/edit', async () => {
    const api = installMerchantFake({
      settings: fakeMerchantSettings({ primary_color: '#112233', secondary_color: '#445566' }),
    });
    renderMerchantScreen('/profile', { details: widgetBrand() });
    await screen.findByRole('region', { name: 'Widget appearance' });
    const form = region('Widget appearance');
    expect((form.getByLabelText('Primary colour') as HTMLInputElement).value).toBe('#112233');
    fireEvent.click(form.getByRole('button', { name: 'Use the default colours' }));
    expect((form.getByLabelText('Primary colour') as HTMLInputElement).value).toBe('#0b4f3c');
    expect((form.getByLabelText('Secondary colour') as HTMLInputElement).value).toBe('#1fa463');
    fireEvent.change(form.getByLabelText('Logo URL'), { target: { value: 'https://shop.example/logo.png' } });
    fireEvent.change(form.getByLabelText('Logo size'), { target: { value: 'Large' } });
    expect(form.getByRole('option', { name: 'Large (60 px wide)' })).toBeTruthy();
    fireEvent.click(form.getByRole('checkbox', { name: 'LTC' }));
    fireEvent.click(form.getByRole('checkbox', { name: 'ETH' }));

    const origin = form.getByLabelText('Add an origin');
    fireEvent.change(origin, { target: { value: 'https://shop.example/' } });
    fireEvent.keyDown(origin, { key: 'Enter' });
    expect(form.getByRole('alert').textContent).toBe(
      'Enter an exact origin: https:// or http://, the host and an optional port, with no path or slash at the end.',
    );
    fireEvent.change(origin, { target: { value: 'https://shop.example' } });
    fireEvent.click(form.getByRole('button', { name: 'Add' }));
    expect(form.getByRole('alert').textContent).toBe('This origin is already allowed.');
    fireEvent.change(origin, { target: { value: 'https://checkout.shop.example:8443' } });
    fireEvent.keyDown(origin, { key: 'Enter' });
    expect(form.queryByRole('alert')).toBeNull();
    fireEvent.click(form.getByRole('button', { name: 'Remove https://shop.example' }));
    expect(document.activeElement).toBe(origin);
    const list = within(form.getByRole('list', { name: 'Allowed origins' }));
    expect(list.getAllByRole('listitem').map((item) => item.querySelector('code')?.textContent)).toEqual([
      'https://checkout.shop.example:8443',
    ]);

    fireEvent.click(form.getByRole('button', { name: 'Save widget settings' }));
    expect(await form.findByText('The widget settings were saved.')).toBeTruthy();
    expect(api.callsTo('PATCH /users/merchant/edit')[0]?.body).toEqual({
      name: 'Ada Shop',
      primary_color: '#0b4f3c',
      secondary_color: '#1fa463',
      logo_url: 'https://shop.example/logo.png',
      widget_logo_size: 'Large',
      currencies: ['BTC', 'LTC'],
      allowed_origins: ['https://checkout.shop.example:8443'],
    });
  });

  it('refuses what the server would refuse, and shows the server’s field errors under their fields', async () => {
    const api = installMerchantFake();
    api.on('PATCH /users/merchant/edit', () =>
      failure(400, 'validation_failed', {
        'allowed_origins.0': 'must be an exact origin such as https://shop.example',
      }),
    );
    renderMerchantScreen('/profile', { details: widgetBrand() });
    await screen.findByRole('region', { name: 'Widget appearance' });
    const form = region('Widget appearance');
    fireEvent.change(form.getByLabelText('Primary colour'), { target: { value: 'green' } });
    fireEvent.click(form.getByRole('checkbox', { name: 'BTC' }));
    fireEvent.click(form.getByRole('checkbox', { name: 'ETH' }));
    fireEvent.click(form.getByRole('button', { name: 'Save widget settings' }));
    expect(form.getByText('Enter a colour as # and six hex digits, such as #0b4f3c.')).toBeTruthy();
    expect(form.getByText('Choose at least one coin.')).toBeTruthy();
    expect(api.callsTo('PATCH /users/merchant/edit')).toHaveLength(0);

    fireEvent.change(form.getByLabelText('Pick Primary colour'), { target: { value: '#abcdef' } });
    fireEvent.click(form.getByRole('checkbox', { name: 'USDC' }));
    fireEvent.click(form.getByRole('button', { name: 'Save widget settings' }));
    expect(await form.findByText('must be an exact origin such as https://shop.example')).toBeTruthy();
    expect(api.callsTo('PATCH /users/merchant/edit')[0]?.body).toMatchObject({
      primary_color: '#abcdef',
      currencies: ['USDC'],
    });
  });

  it('says so when the account is not a merchant', async () => {
    const api = installMerchantFake();
    api.on('GET /users/merchant', () => failure(403, 'forbidden', { general: 'This account is not a merchant.' }));
    renderMerchantScreen('/profile', { details: widgetBrand() });
    expect(await screen.findByText('This account is not a merchant account.')).toBeTruthy();
  });

  it('is not shown without the widget permission', async () => {
    installMerchantFake({}, { permissions: { ...merchantPermissions, widget: '0' } });
    renderMerchantScreen('/profile', { details: widgetBrand() });
    expect(await screen.findByText('You do not have access to this page.')).toBeTruthy();
  });
});

describe('profile#widgetSettings: API keys', () => {
  it('creates a key pair shown once with copy buttons, then lists only prefixes', async () => {
    const api = installMerchantFake();
    renderMerchantScreen('/profile', { details: widgetBrand() });
    await screen.findByRole('region', { name: 'API keys' });
    expect(region('API keys').getByText('You have no API keys yet.')).toBeTruthy();
    fireEvent.click(region('API keys').getByRole('button', { name: 'Create test keys' }));
    const once = await screen.findByRole('group', { name: 'Your new Test keys' });
    await waitFor(() => expect(document.activeElement).toBe(once));
    expect(within(once).getByText('pk_test_abcdefgFULLPUBLISHABLE')).toBeTruthy();
    expect(within(once).getByText('sk_test_hijklmnFULLSECRET')).toBeTruthy();
    fireEvent.click(within(once).getByRole('button', { name: 'Copy Secret key' }));
    expect(await within(once).findByText('Copied')).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe('sk_test_hijklmnFULLSECRET');
    expect(api.callsTo('POST /users/merchant/keys')[0]?.body).toEqual({ mode: 'test' });

    fireEvent.click(within(once).getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByText('sk_test_hijklmnFULLSECRET')).toBeNull();
    expect(await region('API keys').findByText('sk_test_hijklmn…')).toBeTruthy();
    expect(region('API keys').getByText('pk_test_abcdefg…')).toBeTruthy();
    expectDesignSystemTable(region('API keys').getByRole('table', { name: 'Key prefixes' }));
  });

  it('asks before replacing a mode’s keys, which stop working at once', async () => {
    const api = installMerchantFake({
      settings: fakeMerchantSettings({
        keys: [
          {
            kind: 'publishable',
            mode: 'live',
            prefix: 'pk_live_old1234',
            created_at: '2026-10-01T08:00:00.000Z',
            last_used_at: null,
          },
          {
            kind: 'secret',
            mode: 'live',
            prefix: 'sk_live_old5678',
            created_at: '2026-10-01T08:00:00.000Z',
            last_used_at: '2026-11-20T08:00:00.000Z',
          },
        ],
      }),
    });
    renderMerchantScreen('/profile', { details: widgetBrand() });
    fireEvent.click(await screen.findByRole('button', { name: 'Replace live keys' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm.textContent).toContain('Your current live keys stop working at once');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /users/merchant/keys')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Replace live keys' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Replace keys' }));
    expect(await screen.findByRole('group', { name: 'Your new Live keys' })).toBeTruthy();
    expect(api.callsTo('POST /users/merchant/keys')[0]?.body).toEqual({ mode: 'live' });
  });
});

describe('profile#widgetSettings: webhook', () => {
  it('sets the URL and shows the signing secret once', async () => {
    const api = installMerchantFake();
    api.on('PATCH /users/updateWebhook', ({ body }) => {
      const url = (body as { webhook_url: string }).webhook_url;
      if (!url.startsWith('https://'))
        return failure(400, 'validation_failed', { webhook_url: 'The webhook URL must use https.' });
      api.state.webhook = fakeWebhook({ webhook_url: url });
      return success({ webhook: api.state.webhook, created: true, secret: 'whsec_NEWSECRETVALUE' });
    });
    renderMerchantScreen('/profile', { details: widgetBrand() });
    const webhook = await screen.findByRole('region', { name: 'Webhook' });
    fireEvent.change(await within(webhook).findByLabelText('Webhook URL'), {
      target: { value: 'http://shop.example/hooks' },
    });
    fireEvent.click(within(webhook).getByRole('button', { name: 'Save webhook URL' }));
    expect(await within(webhook).findByText('The webhook URL must use https.')).toBeTruthy();
    fireEvent.change(within(webhook).getByLabelText('Webhook URL'), {
      target: { value: 'https://shop.example/hooks' },
    });
    fireEvent.click(within(webhook).getByRole('button', { name: 'Save webhook URL' }));
    const once = await within(webhook).findByRole('group', { name: 'Your new signing secret' });
    expect(within(once).getByText('whsec_NEWSECRETVALUE')).toBeTruthy();
    expect(within(webhook).getByText('whsec_abcd…')).toBeTruthy();
    expect(within(webhook).getByText('Enabled')).toBeTruthy();
  });

  it('shows why a webhook was disabled, enables it, rotates the secret and sends a test event', async () => {
    const api = installMerchantFake({
      webhook: fakeWebhook({
        status: 'disabled',
        disabled_reason: 'The endpoint answered 410 Gone.',
        disabled_at: '2026-11-19T08:00:00.000Z',
      }),
    });
    api.on('POST /users/webhook/enable', () => {
      api.state.webhook = fakeWebhook();
      return success({ webhook: api.state.webhook });
    });
    api.on('POST /users/webhook/rotateSecret', () =>
      success({
        webhook: fakeWebhook({ secret_prefix: 'whsec_zyxw…', previous_secret_expires_at: '2026-11-22T08:00:00.000Z' }),
        secret: 'whsec_ROTATED',
      }),
    );
    api.on('POST /users/webhook/test', () => success({ event_id: 'msg_test1', delivery_id: 'whdl_test1' }));
    renderMerchantScreen('/profile', { details: widgetBrand() });
    const webhook = within(await screen.findByRole('region', { name: 'Webhook' }));
    expect(await webhook.findByText('Disabled')).toBeTruthy();
    expect(webhook.getByText(/The endpoint answered 410 Gone\./)).toBeTruthy();
    expect((webhook.getByRole('button', { name: 'Send test event' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(webhook.getByRole('button', { name: 'Enable webhook' }));
    expect(await webhook.findByText(/The webhook is enabled again\./)).toBeTruthy();
    expect(webhook.getByText('Enabled')).toBeTruthy();
    expect(webhook.queryByRole('button', { name: 'Enable webhook' })).toBeNull();

    fireEvent.click(webhook.getByRole('button', { name: 'Send test event' }));
    expect(await webhook.findByText('A test event was sent (msg_test1).')).toBeTruthy();
    fireEvent.click(webhook.getByRole('button', { name: 'Rotate secret' }));
    expect(await webhook.findByText('whsec_ROTATED')).toBeTruthy();
    expect(webhook.getByText('whsec_zyxw…')).toBeTruthy();
    // The time is in the machine's zone; the sentence holds it in place of {{time}}.
    expect(
      webhook.getByText(/^The previous secret also signs until Nov 2[12], 2026, \d{1,2}:\d{2} [AP]M\.$/),
    ).toBeTruthy();
  });

  it('lists deliveries with time, type, response code, duration and attempts, redelivers, and loads more', async () => {
    const deliveries = [
      fakeDelivery('a1', {
        event_type: 'payment.paid_late',
        status: 'failed',
        attempt_count: 10,
        last_status_code: 503,
        attempts: [
          {
            attempt: 9,
            outcome: 'retry',
            response_status: 503,
            duration_ms: 80,
            error: null,
            attempted_at: '2026-11-20T09:00:00.000Z',
          },
          {
            attempt: 10,
            outcome: 'failed',
            response_status: 503,
            duration_ms: 1534,
            error: null,
            attempted_at: '2026-11-20T10:00:00.000Z',
          },
        ],
      }),
      fakeDelivery('a2', {
        status: 'pending',
        attempt_count: 1,
        last_status_code: null,
        last_error: 'timeout',
        attempts: [],
      }),
      ...Array.from({ length: 20 }, (_, index) => fakeDelivery(`b${index}`)),
    ];
    const api = installMerchantFake({ webhook: fakeWebhook(), deliveries });
    api.on('POST /users/webhook/events/{id}/redeliver', ({ path }) =>
      success({ event_id: path.split('/')[4], delivery_id: 'whdl_again' }),
    );
    renderMerchantScreen('/profile', { details: widgetBrand() });
    const log = within(await screen.findByRole('region', { name: 'Delivery log' }));
    const rows = (await log.findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(20);
    expectDesignSystemTable(log.getByRole('table', { name: 'Delivered events' }));
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[0]!).slice(1, 6)).toEqual(['payment.paid_late', 'Failed', '503', '1,534 ms', '10']);
    expect(cells(rows[1]!).slice(1, 6)).toEqual(['payment.settled', 'Pending', 'No response', '–', '1']);
    fireEvent.click(log.getByRole('button', { name: 'Redeliver payment.paid_late event msg_a1' }));
    expect(await log.findByText('Event msg_a1 will be delivered again.')).toBeTruthy();
    expect(api.callsTo('POST /users/webhook/events/msg_a1/redeliver')).toHaveLength(1);
    fireEvent.click(log.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('button', { name: 'Redeliver payment.settled event msg_b19' });
    expect(log.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
