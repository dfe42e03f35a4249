import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { demoUsers } from '@platform/server/src/seed/demo-users.js';
import { demoSecretsOf } from '@platform/server/src/testing/test-app.js';
import { demoDeposits } from '@platform/server/src/seed/demo-wallets.js';
import { getConfiguration } from '../lib/configuration.js';
import { startRealServer, type RealServer } from '../testing/real-server.js';
import { renderApp } from '../testing/render-app.js';

/**
 * The members app against the real server (migrated and seeded on PGlite, answered through
 * app.inject): no fake answers, so the screens show what the server really sends and core's client
 * checks each answer with the contract's schemas.
 */
let server: RealServer;

beforeAll(async () => {
  server = await startRealServer();
}, 120_000);

afterAll(async () => {
  await server?.close();
});

afterEach(cleanup);

describe('members app against the real server', () => {
  it('signs the demo retail user in and shows the wallets with their seeded balances', async () => {
    server.useForApp();
    const details = await getConfiguration(server.fetch);
    expect(details.module.label_name).not.toBe('');
    const { router } = await renderApp('/login', { details });

    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: demoUsers.retail.email } });
    fireEvent.change(screen.getByLabelText('Password'), {
      target: { value: demoSecretsOf(server.app).passwords.retail },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    // The login gate sends a verified, onboarded user to the wallets.
    await waitFor(() => expect(router.state.location.pathname).toBe('/wallets'), { timeout: 15_000 });
    const row = async (currency: string) =>
      (await screen.findByRole('rowheader', { name: currency }, { timeout: 15_000 })).closest('tr') as HTMLElement;
    expect(within(await row('BTC')).getByText('0.52000000 BTC')).toBeTruthy();
    expect(within(await row('EUR')).getByText('€2,500.00')).toBeTruthy();
    expect(within(await row('LTC')).getByText('12.50000000 LTC')).toBeTruthy();
    // Every seeded deposit has its wallet on the page.
    for (const [currency] of demoDeposits.retail) expect(await row(currency)).toBeTruthy();
  }, 60_000);
});
