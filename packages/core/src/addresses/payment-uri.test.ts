import { describe, expect, it } from 'vitest';
import { paymentUri } from './payment-uri.js';

const bip84Receive = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const ltcReceive = 'ltc1qjmxnz78nmc8nq77wuxh25n2es7rzm5c2rkk4wh';
const cashAddress = 'bitcoincash:qpm2qsznhks23z7629mms6s4cwef74vcwvy22gdx6a';
const evmAddress = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const sepoliaToken = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';

describe('paymentUri: BIP21', () => {
  it('writes the amount in whole coins without trailing zeros', () => {
    expect(paymentUri({ coin: 'BTC', network: 'mainnet', address: bip84Receive, amount: '20.30000000' })).toEqual({
      ok: true,
      uri: `bitcoin:${bip84Receive}?amount=20.3`,
    });
    expect(paymentUri({ coin: 'BTC', network: 'mainnet', address: bip84Receive, amount: '0.00000001' })).toEqual({
      ok: true,
      uri: `bitcoin:${bip84Receive}?amount=0.00000001`,
    });
  });

  it('uses litecoin: for LTC and the CashAddr prefix itself as the scheme for BCH', () => {
    expect(paymentUri({ coin: 'LTC', network: 'mainnet', address: ltcReceive, amount: '1' })).toEqual({
      ok: true,
      uri: `litecoin:${ltcReceive}?amount=1`,
    });
    const unprefixed = cashAddress.slice('bitcoincash:'.length);
    expect(paymentUri({ coin: 'BCH', network: 'mainnet', address: unprefixed, amount: '0.5' })).toEqual({
      ok: true,
      uri: `${cashAddress}?amount=0.5`,
    });
  });

  it('refuses more decimals than the coin has, zero, negatives, exponents and floats written as text', () => {
    for (const amount of ['0.000000001', '0', '-1', '1e-3', '1.', '.5', 'NaN', '']) {
      expect(paymentUri({ coin: 'BTC', network: 'mainnet', address: bip84Receive, amount })).toEqual({
        ok: false,
        error: 'invalid_amount',
      });
    }
  });

  it('refuses an address of another network with the validation error', () => {
    expect(paymentUri({ coin: 'BTC', network: 'testnet', address: bip84Receive, amount: '1' })).toEqual({
      ok: false,
      error: 'wrong_network',
    });
  });
});

describe('paymentUri: EIP-681', () => {
  it('gives ETH as an integer value in wei with the chain id', () => {
    expect(paymentUri({ coin: 'ETH', network: 'mainnet', address: evmAddress.toLowerCase(), amount: '1.5' })).toEqual({
      ok: true,
      uri: `ethereum:${evmAddress}@1?value=1500000000000000000`,
    });
    expect(
      paymentUri({ coin: 'ETH', network: 'testnet', address: evmAddress, amount: '0.000000000000000001' }),
    ).toEqual({
      ok: true,
      uri: `ethereum:${evmAddress}@11155111?value=1`,
    });
  });

  it('gives an ERC-20 transfer call with the amount in token base units', () => {
    expect(paymentUri({ coin: 'USDT', network: 'mainnet', address: evmAddress, amount: '12.34' })).toEqual({
      ok: true,
      uri: `ethereum:0xdAC17F958D2ee523a2206206994597C13D831ec7@1/transfer?address=${evmAddress}&uint256=12340000`,
    });
    expect(paymentUri({ coin: 'USDC', network: 'mainnet', address: evmAddress, amount: '1' })).toEqual({
      ok: true,
      uri: `ethereum:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48@1/transfer?address=${evmAddress}&uint256=1000000`,
    });
  });

  it('needs the token contract off mainnet and honours explicit decimals', () => {
    expect(paymentUri({ coin: 'USDC', network: 'regtest', address: evmAddress, amount: '1' })).toEqual({
      ok: false,
      error: 'token_contract_required',
    });
    const request = { coin: 'USDC', network: 'regtest', address: evmAddress, amount: '2.5' } as const;
    expect(paymentUri({ ...request, tokenContract: sepoliaToken.toLowerCase(), decimals: 18 })).toEqual({
      ok: true,
      uri: `ethereum:${sepoliaToken}@31337/transfer?address=${evmAddress}&uint256=2500000000000000000`,
    });
    expect(paymentUri({ ...request, tokenContract: sepoliaToken, amount: '0.0000001' })).toEqual({
      ok: false,
      error: 'invalid_amount',
    });
    // Decimals without their contract could rescale the default mainnet contract's amounts.
    expect(paymentUri({ coin: 'USDT', network: 'mainnet', address: evmAddress, amount: '1', decimals: 18 })).toEqual({
      ok: false,
      error: 'token_contract_required',
    });
  });

  it('refuses a malformed token contract and a token contract for ETH', () => {
    expect(
      paymentUri({ coin: 'USDT', network: 'testnet', address: evmAddress, amount: '1', tokenContract: '0x1234' }),
    ).toEqual({
      ok: false,
      error: 'invalid_token_contract',
    });
    expect(
      paymentUri({ coin: 'ETH', network: 'mainnet', address: evmAddress, amount: '1', tokenContract: sepoliaToken }),
    ).toEqual({
      ok: false,
      error: 'token_contract_not_allowed',
    });
  });
});
