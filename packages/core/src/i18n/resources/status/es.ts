import type { StatusTexts } from './en.js';

/** Namespace `status` in Spanish: every key of ./en.ts (the type checks it). */
export const es: StatusTexts = {
  approved: 'Aprobada',
  twoFaPending: '2FA pendiente',
  preAuthorized: 'Preautorizada',
  pending: 'Pendiente',
  canceled: 'Cancelada',
  failed: 'Fallida',
  processing: 'En proceso',
  rejected: 'Rechazada',
  refunded: 'Reembolsada',
  expired: 'Caducada',
  unknown: 'Desconocido',
};
