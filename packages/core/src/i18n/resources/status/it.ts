import type { StatusTexts } from './en.js';

/** Namespace `status` in Italian: every key of ./en.ts (the type checks it). */
export const it: StatusTexts = {
  approved: 'Approvata',
  twoFaPending: '2FA in attesa',
  preAuthorized: 'Preautorizzata',
  pending: 'In attesa',
  canceled: 'Annullata',
  failed: 'Non riuscita',
  processing: 'In elaborazione',
  rejected: 'Rifiutata',
  refunded: 'Rimborsata',
  expired: 'Scaduta',
  unknown: 'Sconosciuto',
};
