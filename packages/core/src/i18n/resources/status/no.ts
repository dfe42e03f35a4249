import type { StatusTexts } from './en.js';

/** Namespace `status` in Norwegian (Bokmål): every key of ./en.ts (the type checks it). */
export const no: StatusTexts = {
  approved: 'Godkjent',
  twoFaPending: 'Venter på 2FA',
  preAuthorized: 'Forhåndsautorisert',
  pending: 'Venter',
  canceled: 'Kansellert',
  failed: 'Mislyktes',
  processing: 'Behandles',
  rejected: 'Avvist',
  refunded: 'Refundert',
  expired: 'Utløpt',
  unknown: 'Ukjent',
};
