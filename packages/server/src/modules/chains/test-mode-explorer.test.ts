import { randomBytes } from 'node:crypto';
import { encodeSegwitAddress } from '@platform/core/addresses';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';

forEachDatabase('test mode: GET /test-mode/chain/transactions/{txid}', ({ openTestDatabase }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ database: await openTestDatabase(), env: { CHAIN_SIM_CONFIRMATIONS: '2' } });
  });
  afterAll(async () => {
    await app.close();
  });

  it('shows a paid transaction with its output and confirmations, and 404 for an unknown txid', async () => {
    const address = encodeSegwitAddress({ hrp: 'rltc', witnessVersion: 0, program: new Uint8Array(randomBytes(20)) });
    const paid = await app.inject({
      method: 'POST',
      url: '/api/test-mode/chain/pay',
      payload: { address, amount: '0.25', currency: 'LTC' },
    });
    expect(paid.statusCode).toBe(200);
    const txid = paid.json().request_details.txid as string;
    const look = () => app.inject({ method: 'GET', url: `/api/test-mode/chain/transactions/${txid.toUpperCase()}` });
    const waiting = await look();
    expect(waiting.statusCode).toBe(200);
    expect(waiting.json().request_details).toEqual({
      txid,
      chain: 'LTC',
      confirmations: 0,
      outputs: [{ asset: 'LTC', address, amount: '0.25000000' }],
    });
    await app.chains.simulated.LTC!.mine();
    await app.chains.simulated.LTC!.mine();
    expect((await look()).json().request_details.confirmations).toBe(2);

    const unknown = await app.inject({ method: 'GET', url: `/api/test-mode/chain/transactions/${'ab'.repeat(32)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      error_code: 'not_found',
      error_message: { txid: { error: ['No transaction with this txid on the simulated chain.'] } },
    });
    const malformed = await app.inject({ method: 'GET', url: '/api/test-mode/chain/transactions/xyz' });
    expect(malformed.statusCode).toBe(400);
  });
});
