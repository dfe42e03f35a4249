import type { StatusTexts } from './en.js';

/** Namespace `status` in German: every key of ./en.ts (the type checks it). */
export const de: StatusTexts = {
  approved: 'Genehmigt',
  twoFaPending: '2FA ausstehend',
  preAuthorized: 'Vorautorisiert',
  pending: 'Ausstehend',
  canceled: 'Storniert',
  failed: 'Fehlgeschlagen',
  processing: 'In Bearbeitung',
  rejected: 'Abgelehnt',
  refunded: 'Erstattet',
  expired: 'Abgelaufen',
  unknown: 'Unbekannt',
};
