import { z } from 'zod';
import { cryptoCurrencies, currencyCodes, fiatCurrencies } from './currency-codes.js';

// The lists and guards live in ./currency-codes.ts (no zod); the schemas are here.
export * from './currency-codes.js';

export const cryptoCurrencySchema = z.enum(cryptoCurrencies);
export const fiatCurrencySchema = z.enum(fiatCurrencies);
export const currencyCodeSchema = z.enum(currencyCodes);
