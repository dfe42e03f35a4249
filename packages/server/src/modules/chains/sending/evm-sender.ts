import type { Database } from '../../../db/database.js';
import type { RecordNetwork } from '../chain-source.js';
import { JsonRpcError, type JsonRpcClient } from '../json-rpc.js';
import { hexQuantity, parseHexQuantity } from '../sources/decimal-units.js';
import { addressOfPrivateKey, signLegacyTransaction, type LegacyTransaction } from './evm-transaction.js';
import { bookGasFee, type GasReceipt } from './gas-fees.js';
import { allocateNonce, releaseNonce } from './nonces.js';
import { SendRefused, type ChainSender, type SendRecord } from './send-requests.js';

export interface EvmSenderOptions {
  network: RecordNetwork;
  rpc: JsonRpcClient;
  /** The hot wallet's private key (CHAIN_ETH_HOT_WALLET_KEY); never logged. */
  privateKey: string;
  /** Token contracts per asset. */
  tokens: Partial<Record<'USDT' | 'USDC', string>>;
  /** Fixed gas price; the node's eth_gasPrice when absent. */
  gasPriceWei?: bigint | undefined;
}

const transferSelector = 'a9059cbb';

/** The hot wallet a sender pays from. */
interface HotWallet {
  options: EvmSenderOptions;
  address: string;
}

/** What signing needs from the node: the pending count (lowest nonce), the chain id and the gas price. */
async function nodeState(wallet: HotWallet) {
  const { rpc, gasPriceWei } = wallet.options;
  const [pendingCount, chainId, gasPrice] = await Promise.all([
    rpc.call<string>('eth_getTransactionCount', [wallet.address, 'pending']),
    rpc.call<string>('eth_chainId'),
    gasPriceWei === undefined ? rpc.call<string>('eth_gasPrice') : Promise.resolve(hexQuantity(gasPriceWei)),
  ]);
  return {
    pendingCount: parseHexQuantity(pendingCount),
    chainId: parseHexQuantity(chainId),
    gasPrice: parseHexQuantity(gasPrice),
  };
}

/** ETH straight to the recipient, or transfer(recipient, amount) on the token's contract. */
function sendTransaction(
  send: SendRecord,
  token: string | undefined,
  input: { nonce: bigint; gasPrice: bigint; chainId: bigint },
): LegacyTransaction {
  if (token === undefined) {
    return { ...input, gasLimit: 21_000n, to: send.toAddress, value: send.amount, data: '0x' };
  }
  const recipient = send.toAddress.toLowerCase().replace(/^0x/, '').padStart(64, '0');
  const data = `0x${transferSelector}${recipient}${send.amount.toString(16).padStart(64, '0')}`;
  return { ...input, gasLimit: 100_000n, to: token, value: 0n, data };
}

/**
 * The send's signed transaction: the stored one, or a new one signed with a nonce allocated in the
 * database and stored with the send, in one transaction, before anything is broadcast.
 */
async function prepare(
  wallet: HotWallet,
  database: Database,
  send: SendRecord,
): Promise<{ raw: string; hash: string }> {
  if (send.rawTransaction !== null && send.txid !== null) return { raw: send.rawTransaction, hash: send.txid };
  const node = await nodeState(wallet);
  const token = send.asset === 'USDT' || send.asset === 'USDC' ? wallet.options.tokens[send.asset] : undefined;
  if (send.asset !== 'ETH' && token === undefined) throw new SendRefused(`No ${send.asset} contract is configured`);
  return database.transaction(async (transaction) => {
    const stored = await transaction.query<{ raw_transaction: string | null; txid: string | null }>(
      'select raw_transaction, txid from chain_sends where id = $1 for update',
      [send.id],
    );
    const row = stored.rows[0];
    if (row?.raw_transaction != null && row.txid != null) return { raw: row.raw_transaction, hash: row.txid };
    const nonce = await allocateNonce(transaction, {
      network: wallet.options.network,
      address: wallet.address,
      nodePendingCount: node.pendingCount,
      holder: send.id,
    });
    const unsigned = sendTransaction(send, token, { nonce, gasPrice: node.gasPrice, chainId: node.chainId });
    const signed = signLegacyTransaction(unsigned, wallet.options.privateKey);
    await transaction.query(
      'update chain_sends set nonce = $2, raw_transaction = $3, txid = $4, updated_at = now() where id = $1',
      [send.id, nonce.toString(), signed.raw, signed.hash],
    );
    return signed;
  });
}

/** The node refused these bytes and does not know them: free the nonce and forget the bytes, together. */
async function forgetRefused(wallet: HotWallet, database: Database, send: SendRecord, hash: string): Promise<void> {
  await database.transaction(async (transaction) => {
    const stored = await transaction.query<{ nonce: string }>(
      'select nonce::text from chain_sends where id = $1 and txid = $2 and nonce is not null for update',
      [send.id, hash],
    );
    const row = stored.rows[0];
    if (row === undefined) return;
    await transaction.query(
      'update chain_sends set nonce = null, raw_transaction = null, txid = null, updated_at = now() where id = $1',
      [send.id],
    );
    await releaseNonce(transaction, {
      network: wallet.options.network,
      address: wallet.address,
      nonce: BigInt(row.nonce),
      holder: send.id,
    });
  });
}

async function pay(wallet: HotWallet, database: Database, send: SendRecord): Promise<string> {
  const { rpc } = wallet.options;
  const signed = await prepare(wallet, database, send);
  try {
    await rpc.call('eth_sendRawTransaction', [signed.raw]);
  } catch (error) {
    if (!(error instanceof JsonRpcError) || error.code === null) throw error;
    // Already in the mempool or mined (an earlier attempt got through): the same bytes, one payment.
    const known = await rpc.call<unknown>('eth_getTransactionByHash', [signed.hash]);
    if (known !== null) return signed.hash;
    await forgetRefused(wallet, database, send, signed.hash);
    throw new SendRefused(error.message);
  }
  return signed.hash;
}

async function confirmationsOf(rpc: JsonRpcClient, send: SendRecord): Promise<number | 'reverted'> {
  if (send.txid === null) return 0;
  const receipt = await rpc.call<{ status: string; blockNumber: string } | null>('eth_getTransactionReceipt', [
    send.txid,
  ]);
  if (receipt === null) return 0;
  if (receipt.status === '0x0') return 'reverted';
  const tip = parseHexQuantity(await rpc.call<string>('eth_blockNumber'));
  return Number(tip - parseHexQuantity(receipt.blockNumber) + 1n);
}

/**
 * Pays EVM sends from a hot-wallet key. The nonce is allocated in the database (chain_nonces, never
 * below the node's pending count) and the signed transaction is stored with the send before it is
 * broadcast, in one transaction: every retry rebroadcasts the very same bytes, so the chain can
 * include the payment at most once whatever happens in between. A transaction the node refuses
 * (and does not know) gives its nonce back and is forgotten in one transaction, so the next send
 * takes that nonce and no gap blocks the hot wallet. Once mined, the gas is booked in the ledger.
 */
export function createEvmSender(options: EvmSenderOptions): ChainSender & { address: string } {
  const { rpc } = options;
  const wallet: HotWallet = { options, address: addressOfPrivateKey(options.privateKey) };
  return {
    chain: 'ETH',
    network: options.network,
    address: wallet.address,
    send: (database, send) => pay(wallet, database, send),
    async settled(database, send) {
      if (send.txid === null) return;
      const receipt = await rpc.call<GasReceipt | null>('eth_getTransactionReceipt', [send.txid]);
      if (receipt !== null) await bookGasFee(database, { receipt, rpc });
    },
    confirmations: (send) => confirmationsOf(rpc, send),
  };
}
