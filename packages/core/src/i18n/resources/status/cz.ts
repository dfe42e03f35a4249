import type { StatusTexts } from './en.js';

/** Namespace `status` in Czech: every key of ./en.ts (the type checks it). */
export const cz: StatusTexts = {
  approved: 'Schváleno',
  twoFaPending: 'Čeká na 2FA',
  preAuthorized: 'Předautorizováno',
  pending: 'Čeká se',
  canceled: 'Zrušeno',
  failed: 'Neúspěšné',
  processing: 'Zpracovává se',
  rejected: 'Zamítnuto',
  refunded: 'Vráceno',
  expired: 'Vypršelo',
  unknown: 'Neznámý',
};
