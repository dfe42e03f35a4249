import type { MountSettings } from './options.js';

/** 128 random bits (four 32-bit numbers joined by "_"): the mount's channel id, checked on every message. */
export function newChannelId(): string {
  return crypto.getRandomValues(new Uint32Array(4)).join('_');
}

/**
 * `<origin>/widget/?merchant_id=…&transaction_id=…&lang=…#channel=…&parent_origin=…&mode=…&test_key=1`
 * (`/flow/` for the checkout). The hash never reaches a server; the frame refuses a test key on a
 * live platform.
 */
export function frameUrl(settings: MountSettings, channel: string, parentOrigin: string): string {
  const query = new URLSearchParams({ merchant_id: settings.merchantId, transaction_id: settings.transactionId });
  if (settings.lang !== undefined) query.set('lang', settings.lang);
  // mode: a modal's frame draws the modal's backdrop, dialog and close button.
  const hash = new URLSearchParams({ channel, parent_origin: parentOrigin, mode: settings.mode });
  if (settings.publishableKey?.startsWith('pk_test_')) hash.set('test_key', '1');
  return `${settings.origin}/${settings.kind === 'widget' ? 'widget' : 'flow'}/?${query}#${hash}`;
}
