import { isCurrencyCode } from '../schemas/currency-codes.js';
import { assetScales } from '../money/scales.js';
import { parseAmount, type ParseAmountResult } from '../money/parse-amount.js';

/**
 * Exact arithmetic of the markets pages (the converter, price display): decimal strings in,
 * decimal strings out, bigint in between. A coin without a wallet on the platform (ADA, SOL…) has
 * no entry in the money scale table; its amounts are handled at 8 decimals, what the pages show.
 */
export const marketCoinScale = 8;
const fiatScale = 2;
/** Prices travel with up to 18 fraction digits (the rates module's rate units). */
const priceScale = 18;

export function marketAmountScale(iso: string): number {
  return isCurrencyCode(iso) ? assetScales[iso] : marketCoinScale;
}

const amountPattern = /^([0-9]+)(?:\.([0-9]+))?$/;

/** A decimal string of `scale` digits at most → integer units, with parseAmount's rules and errors. */
export function parseScaledDecimal(text: string, scale: number): ParseAmountResult {
  const trimmed = text.trim();
  if (trimmed.startsWith('-'))
    return { ok: false, error: amountPattern.test(trimmed.slice(1)) ? 'negative' : 'invalid' };
  const match = amountPattern.exec(trimmed);
  if (!match) return { ok: false, error: 'invalid' };
  if (trimmed.length > 60) return { ok: false, error: 'too_large' };
  const fraction = match[2] ?? '';
  if (fraction.length > scale) return { ok: false, error: 'too_many_decimals' };
  return { ok: true, value: BigInt((match[1] ?? '0') + fraction.padEnd(scale, '0')) };
}

/** Amount text of a market coin or fiat → base units (core's parseAmount for the platform's currencies). */
export function parseMarketAmount(iso: string, text: string): ParseAmountResult {
  return isCurrencyCode(iso) ? parseAmount(iso, text.trim()) : parseScaledDecimal(text, marketCoinScale);
}

/** Integer units of `scale` → decimal string, trailing fraction zeros dropped ("12.5", "3"). */
export function unitsToDecimal(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const integer = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? digits.slice(digits.length - scale).replace(/0+$/, '') : '';
  return `${negative ? '-' : ''}${integer}${fraction === '' ? '' : `.${fraction}`}`;
}

function priceUnits(price: string): bigint {
  const parsed = parseScaledDecimal(price, priceScale);
  if (!parsed.ok || parsed.value === 0n) throw new RangeError(`not a positive price: ${price}`);
  return parsed.value;
}

export interface MarketConversion {
  /** Fiat per 1 whole coin, a decimal string as the market calls answer it. */
  price: string;
  coinIso: string;
}

/**
 * Coin amount → fiat amount (2 decimals), rounded down: the converter never shows more than
 * the coins are worth at that price. Refuses what parseMarketAmount refuses.
 */
export function coinToFiat(conversion: MarketConversion, coinText: string): ParseAmountResult {
  const parsed = parseMarketAmount(conversion.coinIso, coinText);
  if (!parsed.ok) return parsed;
  const coinScale = marketAmountScale(conversion.coinIso);
  const cents =
    (parsed.value * priceUnits(conversion.price) * 10n ** BigInt(fiatScale)) / 10n ** BigInt(coinScale + priceScale);
  return { ok: true, value: cents };
}

/** Fiat amount (2 decimals at most) → coin amount in the coin's base units, rounded down. */
export function fiatToCoin(conversion: MarketConversion, fiatText: string): ParseAmountResult {
  const parsed = parseScaledDecimal(fiatText, fiatScale);
  if (!parsed.ok) return parsed;
  const coinScale = marketAmountScale(conversion.coinIso);
  const units =
    (parsed.value * 10n ** BigInt(coinScale + priceScale)) / (priceUnits(conversion.price) * 10n ** BigInt(fiatScale));
  return { ok: true, value: units };
}

/**
 * How many decimals a price is shown with: 2 from 1 upwards, 4 from 0.01, 6 below (VTHO costs
 * fractions of a cent). Digits beyond are cut, as formatDecimal does.
 */
export function priceDisplayDecimals(price: string): number {
  const [integer = '0', fraction = ''] = price.replace(/^-/, '').split('.');
  if (BigInt(integer) >= 1n) return 2;
  return fraction.slice(0, 2) === '00' ? 6 : 4;
}
