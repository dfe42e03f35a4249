import type { Database } from '../../../db/database.js';
import { createTransfers, ensureAccount, isRecorded, platformOwner } from '../../ledger/index.js';
import type { JsonRpcClient } from '../json-rpc.js';
import { parseHexQuantity } from '../sources/decimal-units.js';

/** The fields of an EVM receipt the gas booking reads. */
export interface GasReceipt {
  transactionHash: string;
  gasUsed: string;
  /** Absent on nodes from before EIP-1559; the transaction's gasPrice is asked for then. */
  effectiveGasPrice?: string | undefined;
}

/**
 * The ledger transfer id of one transaction's gas: "gas_" and the first 60 hex digits of its hash
 * (ids are at most 64 characters; 240 bits of a hash do not collide).
 */
export function gasFeeTransferId(txid: string): string {
  const hex = txid.toLowerCase().replace(/^0x/, '');
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error(`Not a transaction hash: ${txid}`);
  return `gas_${hex.slice(0, 60)}`;
}

/**
 * Books the ETH a mined transaction of the platform's own (a sweep, a gas top-up, an EVM send) paid
 * for gas — gasUsed × effectiveGasPrice from its receipt — as one ledger transfer: debit the
 * platform's network_fee:ETH expense account, credit chain_clearing:ETH (the coins on chain shrank
 * while no user's balance changed). Idempotent per transaction hash: the transfer id is derived from
 * it, so booking again answers `exists`. Reverted transactions paid gas too and are booked alike.
 * Returns the fee in wei.
 */
export async function bookGasFee(
  database: Database,
  input: { receipt: GasReceipt; rpc: JsonRpcClient },
): Promise<bigint> {
  const { receipt } = input;
  let price: bigint;
  if (receipt.effectiveGasPrice !== undefined) price = parseHexQuantity(receipt.effectiveGasPrice);
  else {
    const transaction = await input.rpc.call<{ gasPrice: string } | null>('eth_getTransactionByHash', [
      receipt.transactionHash,
    ]);
    if (transaction === null) throw new Error(`The node no longer knows mined transaction ${receipt.transactionHash}`);
    price = parseHexQuantity(transaction.gasPrice);
  }
  const fee = parseHexQuantity(receipt.gasUsed) * price;
  if (fee === 0n) return 0n;
  const [expense, clearing] = await Promise.all([
    ensureAccount(database, { owner: platformOwner, asset: 'ETH', kind: 'network_fee' }),
    ensureAccount(database, { owner: platformOwner, asset: 'ETH', kind: 'chain_clearing' }),
  ]);
  const [outcome] = await createTransfers(database, [
    {
      type: 'immediate',
      id: gasFeeTransferId(receipt.transactionHash),
      debitAccountId: expense.id,
      creditAccountId: clearing.id,
      asset: 'ETH',
      amount: fee,
      code: 'chain_network_fee',
    },
  ]);
  // Neither account has a limit: anything but a recorded transfer is a bug (or a receipt that changed).
  if (outcome === undefined || !isRecorded(outcome.result)) {
    throw new Error(`Booking the gas of ${receipt.transactionHash} failed in the ledger: ${outcome?.result ?? 'none'}`);
  }
  return fee;
}
