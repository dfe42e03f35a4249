import { randomBytes } from 'node:crypto';

/** Type-prefixed ids (medusa style): 24 hex digits of randomness after the prefix. */
function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

export const newEndpointId = () => newId('whep');
export const newSecretId = () => newId('whsk');
/** The event id is the `webhook-id` header: the same on every delivery and redelivery of the event. */
export const newEventId = () => newId('msg');
export const newDeliveryId = () => newId('whdl');
export const newAttemptId = () => newId('wha');
