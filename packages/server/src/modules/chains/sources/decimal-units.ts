/**
 * Node JSON carries UTXO amounts as decimal numbers of coins (8 decimals). Every amount of a coin
 * with at most 21e6 (BTC, BCH) or 84e6 (LTC) coins is below 2^53 base units, so the product is
 * exact after rounding; anything else is refused rather than guessed.
 */
export function coinsToBaseUnits(value: unknown, decimals = 8): bigint {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new RangeError(`Not an amount: ${String(value)}`);
  }
  const scaled = Math.round(value * 10 ** decimals);
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`Amount out of range: ${value}`);
  return BigInt(scaled);
}

/** Base units to the decimal string nodes accept (sendtoaddress amounts), never through a float. */
export function baseUnitsToCoins(amount: bigint, decimals = 8): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const text = `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return negative ? `-${text}` : text;
}

export function hexQuantity(value: bigint | number): string {
  return `0x${value.toString(16)}`;
}

export function parseHexQuantity(value: unknown): bigint {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]*$/.test(value))
    throw new RangeError(`Not a hex quantity: ${String(value)}`);
  return value === '0x' ? 0n : BigInt(value);
}
