import { holderNameMatches, isEeaCountry, type CryptoCurrency } from '@platform/core';
import { validateAddress, type ChainNetwork, type DepositCoin } from '@platform/core/addresses';
import { validateIban, type IbanError } from '@platform/core/banking';
import { electronicFormatIBAN, validateBIC, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { DomainError } from '../../errors/domain-error.js';
import type { UserRecord } from '../accounts/index.js';
import { createJsonRpcClient } from '../chains/index.js';
import { withdrawalTexts } from './withdrawal-texts.js';

/**
 * Checks of a withdrawal's destination, shared by the address book and the withdrawal itself.
 *
 * - Crypto: core's address code for the coin and the server's network (DEPOSIT_NETWORK), so a
 *   testnet address on mainnet or an ltc1 address for BTC is refused with what is wrong. No
 *   supported coin (BTC, LTC, BCH, ETH, USDT, USDC) takes a destination tag, so a tag is refused;
 *   `coinsWithDestinationTag` is where an XRP-like coin would be named.
 * - Tokens (USDT, USDC): an address with contract code is refused when a contract check is
 *   configured (eth_getCode through the Ethereum node the chains module uses), because a token sent
 *   to a contract that does not expect it is lost.
 * - Fiat (bank or card): EEA residents only, by the country of the user's address that KYC verified
 *   (complianceVerification successful), never the IP's; a bank account's holder must be the
 *   verified user (core's holderNameMatches).
 */
export const coinsWithDestinationTag: readonly CryptoCurrency[] = [];

/** true when the address holds contract code; plugged in from the Ethereum node (eth_getCode). */
export type ContractCheck = (address: string) => Promise<boolean>;

export interface CryptoDestination {
  address: string;
  destinationTag: string | null;
}

export async function checkCryptoDestination(
  input: { currency: CryptoCurrency; address: string; destinationTag?: string | undefined },
  context: { network: ChainNetwork; contractCheck?: ContractCheck | undefined },
): Promise<CryptoDestination> {
  const result = validateAddress({
    coin: input.currency as DepositCoin,
    network: context.network,
    address: input.address,
  });
  if (!result.ok) {
    throw new DomainError('validation_failed', {
      address: withdrawalTexts.addressRefused(input.currency, context.network, result.error),
    });
  }
  const needsTag = coinsWithDestinationTag.includes(input.currency);
  if (!needsTag && input.destinationTag !== undefined) {
    throw new DomainError('validation_failed', { destination_tag: withdrawalTexts.noDestinationTag(input.currency) });
  }
  if (needsTag && input.destinationTag === undefined) {
    throw new DomainError('validation_failed', {
      destination_tag: withdrawalTexts.destinationTagNeeded(input.currency),
    });
  }
  if ((input.currency === 'USDT' || input.currency === 'USDC') && context.contractCheck !== undefined) {
    if (await context.contractCheck(result.normalized)) {
      throw new DomainError('validation_failed', { address: withdrawalTexts.contractAddress(input.currency) });
    }
  }
  return { address: result.normalized, destinationTag: input.destinationTag ?? null };
}

/** Fiat withdrawals: an EEA resident whose identity is verified; the refusal says why. */
export function fiatRefusal(user: Pick<UserRecord, 'country' | 'complianceVerification'>): string | null {
  if (user.complianceVerification !== 'successful') return withdrawalTexts.fiatNeedsKyc;
  if (!isEeaCountry(user.country)) return withdrawalTexts.notEeaResident(user.country);
  return null;
}

export function assertFiatAllowed(user: Pick<UserRecord, 'country' | 'complianceVerification'>): void {
  const refusal = fiatRefusal(user);
  if (refusal !== null) throw new DomainError('forbidden', { withdrawal: refusal });
}

export interface BankDestination {
  iban: string;
  bic: string | null;
  accountHolder: string;
}

/**
 * IBAN and BIC with ibantools (the SWIFT registry's lengths and each country's national structure,
 * ISO 7064 check digits; BIC format and country), stricter than core's form check (which keeps the
 * registry's lengths only, so front-end bundles carry no structure table): a payout must not fail
 * at the bank. The refusal names the problem with core's IBAN messages.
 */
function checkedIban(text: string): string {
  const iban = electronicFormatIBAN(text) ?? '';
  const result = validateIBAN(iban);
  if (result.valid) return iban;
  const core = validateIban(text);
  // Core's own verdict first (its messages); past it, a national structure ibantools refuses is a format error.
  const error: IbanError = !core.ok
    ? core.error
    : result.errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat)
      ? 'invalid_format'
      : 'bad_check_digits';
  throw new DomainError('validation_failed', { iban: withdrawalTexts.ibanRefused(error) });
}

export function checkBankDestination(
  input: { iban: string; bic?: string | undefined; accountHolder: string },
  user: Pick<UserRecord, 'firstName' | 'lastName'>,
): BankDestination {
  const iban = checkedIban(input.iban);
  let bic: string | null = null;
  if (input.bic !== undefined && input.bic !== '') {
    const typed = input.bic.replace(/[ \u00a0]/g, '').toUpperCase();
    if (!validateBIC(typed).valid) throw new DomainError('validation_failed', { bic: withdrawalTexts.bicRefused });
    bic = typed;
  }
  if (!holderNameMatches(input.accountHolder, user)) {
    throw new DomainError('validation_failed', { account_holder: withdrawalTexts.holderMismatch });
  }
  return { iban, bic, accountHolder: input.accountHolder.trim() };
}

/**
 * The contract check through an Ethereum JSON-RPC node (the chains module's CHAIN_ETH_RPC_URL):
 * `eth_getCode` at the latest block; any code means a contract. A node that cannot answer refuses
 * the token withdrawal (a 503 from the caller's error handler) rather than risking the coins.
 */
export function evmContractCheck(url: string): ContractCheck {
  const client = createJsonRpcClient({ url, timeoutMs: 5_000 });
  return async (address) => {
    const code = await client.call<string>('eth_getCode', [address, 'latest']);
    return typeof code === 'string' && code !== '0x' && code !== '0x0';
  };
}
