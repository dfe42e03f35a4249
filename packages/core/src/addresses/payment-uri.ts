import { formatDecimalAmount, parseDecimalAmount } from './decimal-amount.js';
import { parseEvmAddress } from './evm.js';
import { addressFamily, evmNetworks, paymentUriSchemes } from './networks.js';
import type { ChainNetwork, DepositCoin } from './networks.js';
import { validateAddress } from './validate.js';
import type { AddressValidationError } from './validate.js';

export interface PaymentUriRequest {
  coin: DepositCoin;
  network: ChainNetwork;
  address: string;
  /** Whole coins as a decimal string ("0.015"); never a float. Must be greater than zero. */
  amount: string;
  /** ERC-20 contract for USDT and USDC; defaults to the Ethereum mainnet contract on mainnet. */
  tokenContract?: string;
  /** ERC-20 decimals of `tokenContract` (only with it); defaults to 6 for USDT and USDC. */
  decimals?: number;
}

export type PaymentUriError =
  | AddressValidationError
  | 'invalid_amount'
  | 'invalid_token_contract'
  | 'token_contract_required'
  | 'token_contract_not_allowed';

export type PaymentUriResult = { ok: true; uri: string } | { ok: false; error: PaymentUriError };

/** The canonical Tether and Circle contracts on Ethereum mainnet. */
export const mainnetTokenContracts: Record<'USDT' | 'USDC', string> = {
  USDT: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
  USDC: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
};

const coinDecimals: Record<DepositCoin, number> = { BTC: 8, LTC: 8, BCH: 8, ETH: 18, USDT: 6, USDC: 6 };

/**
 * A payment URI for a wallet or QR code: BIP21 (`bitcoin:`, `litecoin:`, and CashAddr's
 * `bitcoincash:`/`bchtest:`/`bchreg:`) with the amount in whole coins, or EIP-681 with the
 * chain id: `ethereum:<to>@<chainId>?value=<wei>` for ETH and
 * `ethereum:<contract>@<chainId>/transfer?address=<to>&uint256=<base units>` for ERC-20 tokens.
 * The address is validated first and the normalized form is used.
 */
export function paymentUri(request: PaymentUriRequest): PaymentUriResult {
  const address = validateAddress(request);
  if (!address.ok) return address;
  const isToken = request.coin === 'USDT' || request.coin === 'USDC';
  if (!isToken && (request.tokenContract !== undefined || request.decimals !== undefined)) {
    return { ok: false, error: 'token_contract_not_allowed' };
  }
  // Decimals belong to a contract: overriding them for the default contract could scale a
  // payment by 10^12, so they are only taken together with an explicit token contract.
  if (request.decimals !== undefined && request.tokenContract === undefined) {
    return { ok: false, error: 'token_contract_required' };
  }
  const decimals = request.decimals ?? coinDecimals[request.coin];
  const amount = parseDecimalAmount(request.amount, decimals);
  if (!amount.ok || amount.baseUnits === 0n) return { ok: false, error: 'invalid_amount' };
  const family = addressFamily(request.coin);
  if (family === 'cashaddr') {
    // A CashAddr already starts with its scheme (bitcoincash:, bchtest:, bchreg:).
    return { ok: true, uri: `${address.normalized}?amount=${formatDecimalAmount(amount.baseUnits, decimals)}` };
  }
  if (family === 'segwit') {
    const scheme = paymentUriSchemes[request.coin];
    return {
      ok: true,
      uri: `${scheme}:${address.normalized}?amount=${formatDecimalAmount(amount.baseUnits, decimals)}`,
    };
  }
  const chainId = evmNetworks[request.network].chainId;
  if (!isToken) return { ok: true, uri: `ethereum:${address.normalized}@${chainId}?value=${amount.baseUnits}` };
  const contract = tokenContract(request);
  if (!contract.ok) return contract;
  return {
    ok: true,
    uri: `ethereum:${contract.address}@${chainId}/transfer?address=${address.normalized}&uint256=${amount.baseUnits}`,
  };
}

function tokenContract(
  request: PaymentUriRequest,
): { ok: true; address: string } | { ok: false; error: PaymentUriError } {
  if (request.tokenContract === undefined) {
    if (request.network !== 'mainnet' || (request.coin !== 'USDT' && request.coin !== 'USDC')) {
      return { ok: false, error: 'token_contract_required' };
    }
    return { ok: true, address: mainnetTokenContracts[request.coin] };
  }
  const parsed = parseEvmAddress(request.tokenContract);
  return parsed.ok ? parsed : { ok: false, error: 'invalid_token_contract' };
}
