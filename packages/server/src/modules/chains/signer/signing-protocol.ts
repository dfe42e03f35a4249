import { z } from 'zod';
import type { SweepSigningRequest } from '../sending/deposit-keys.js';
import type { LegacyTransaction } from '../sending/evm-transaction.js';

/**
 * The deposit signer's HTTP protocol (one call):
 *
 *   POST /v1/sign-sweep
 *   Authorization: Bearer <token>
 *   { "brand_id": "brd_…", "network": "mainnet", "index": 17, "from_address": "0x…",
 *     "transaction": { "nonce": "0", "gas_price": "…", "gas_limit": "100000", "to": "0x…",
 *                      "value": "0", "data": "0xa9059cbb…", "chain_id": "1" } }
 *
 *   200 { "raw": "0x…", "hash": "0x…" }    the signed legacy EIP-155 transaction
 *   4xx { "error": "refused" | "unauthorized" | "invalid_request", "message": "…" }
 *
 * Integers travel as decimal strings (wei amounts exceed JSON's safe integers).
 */
export const signSweepPath = 'v1/sign-sweep';

const decimal = z.string().regex(/^(0|[1-9][0-9]{0,77})$/, 'must be a non-negative integer in decimal digits');
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 20-byte hex address');

export const signSweepRequestSchema = z.strictObject({
  brand_id: z.string().regex(/^[A-Za-z0-9_:-]{1,64}$/),
  network: z.enum(['mainnet', 'testnet', 'regtest']),
  index: z.number().int().min(0).max(2_147_483_647),
  from_address: address,
  transaction: z.strictObject({
    nonce: decimal,
    gas_price: decimal,
    gas_limit: decimal,
    to: address,
    value: decimal,
    data: z.string().regex(/^0x([0-9a-fA-F]{2}){0,1024}$/, 'must be 0x-prefixed hex bytes'),
    chain_id: decimal,
  }),
});
export type SignSweepWireRequest = z.infer<typeof signSweepRequestSchema>;

export const signSweepResponseSchema = z.object({
  raw: z.string().regex(/^0x[0-9a-fA-F]{2,262144}$/),
  hash: z.string().optional(),
});

export function toWireSigningRequest(request: SweepSigningRequest): SignSweepWireRequest {
  const transaction = request.transaction;
  return {
    brand_id: request.brandId,
    network: request.network,
    index: request.index,
    from_address: request.fromAddress,
    transaction: {
      nonce: transaction.nonce.toString(),
      gas_price: transaction.gasPrice.toString(),
      gas_limit: transaction.gasLimit.toString(),
      to: transaction.to,
      value: transaction.value.toString(),
      data: transaction.data,
      chain_id: transaction.chainId.toString(),
    },
  };
}

export function fromWireTransaction(wire: SignSweepWireRequest['transaction']): LegacyTransaction {
  return {
    nonce: BigInt(wire.nonce),
    gasPrice: BigInt(wire.gas_price),
    gasLimit: BigInt(wire.gas_limit),
    to: wire.to,
    value: BigInt(wire.value),
    data: wire.data.toLowerCase(),
    chainId: BigInt(wire.chain_id),
  };
}
