import type { StatusTexts } from './en.js';

/** Namespace `status` in Finnish: every key of ./en.ts (the type checks it). */
export const fi: StatusTexts = {
  approved: 'Hyväksytty',
  twoFaPending: 'Odottaa 2FA-vahvistusta',
  preAuthorized: 'Esivaltuutettu',
  pending: 'Odottaa',
  canceled: 'Peruttu',
  failed: 'Epäonnistui',
  processing: 'Käsittelyssä',
  rejected: 'Hylätty',
  refunded: 'Hyvitetty',
  expired: 'Vanhentunut',
  unknown: 'Tuntematon',
};
