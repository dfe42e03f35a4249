import type { Beneficiary } from '@platform/core';

/**
 * What an address-book entry is to the user now: waiting for the emailed link, waiting until its
 * time (the brand's waiting period after the confirmation), or usable. The server says `active`
 * once the period is over; an entry whose time has come reads usable at once.
 */
export type EntryState = { kind: 'pending' } | { kind: 'waiting'; usableFrom: string } | { kind: 'usable' };

export function entryState(entry: Beneficiary, now: Date = new Date()): EntryState {
  if (entry.status === 'pending_confirmation' || !entry.usable_from) {
    return entry.status === 'active' ? { kind: 'usable' } : { kind: 'pending' };
  }
  if (entry.status === 'active' || Date.parse(entry.usable_from) <= now.getTime()) return { kind: 'usable' };
  return { kind: 'waiting', usableFrom: entry.usable_from };
}

/** Where an entry sends to, as the user knows it: the address (and tag), or the IBAN. */
export function entryDestination(entry: Beneficiary): string {
  if (entry.kind === 'bank') return entry.iban ?? '';
  return entry.destination_tag ? `${entry.address ?? ''} (${entry.destination_tag})` : (entry.address ?? '');
}
