import { randomBytes } from 'node:crypto';

/** A random id with the table's prefix: 24 hex characters (96 bits) after `prefix_`. */
export function newRailsId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}
