import { beforeEach, describe, expect, it } from 'vitest';
import { isDomainError } from '../../errors/domain-error.js';
import { deployTestToken } from '../chains/testing/erc20.js';
import { nodeForTests } from '../chains/testing/node-for-tests.js';
import { joinSharedAnvil, type SharedAnvil } from '../chains/testing/shared-chain-nodes.js';
import { checkCryptoDestination, evmContractCheck } from './destination-checks.js';

/** A token withdrawal to a contract is refused: eth_getCode against Anvil (issue 17). */
const fixture = nodeForTests<{ node: SharedAnvil; token: string }>(
  async () => {
    const node = await joinSharedAnvil();
    try {
      return {
        node,
        token: await deployTestToken(node.rpc, node.account, { name: 'T', symbol: 'T', supply: 10n ** 9n }),
      };
    } catch (error) {
      await node.stop();
      throw error;
    }
  },
  (started) => started.node.stop(),
);
let node: SharedAnvil;
let token: string;
beforeEach(() => {
  ({ node, token } = fixture());
});

describe('token withdrawal destinations on Anvil', () => {
  it('refuses a contract address for USDT and USDC and accepts an account address', async () => {
    const context = { network: 'regtest' as const, contractCheck: evmContractCheck(node.url) };
    for (const currency of ['USDT', 'USDC'] as const) {
      const refused = await checkCryptoDestination({ currency, address: token }, context).catch(
        (error: unknown) => error,
      );
      expect(isDomainError(refused) && JSON.stringify(refused.messages)).toContain('smart contract');
    }
    const accepted = await checkCryptoDestination({ currency: 'USDT', address: node.account }, context);
    expect(accepted.address.toLowerCase()).toBe(node.account.toLowerCase());
    // ETH itself may go to a contract (a smart-contract wallet): only tokens are checked.
    await expect(checkCryptoDestination({ currency: 'ETH', address: token }, context)).resolves.toBeDefined();
  });
});
