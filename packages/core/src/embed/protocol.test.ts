import { describe, expect, it } from 'vitest';
import { createEnvelope, readEnvelope, readHostMessage } from './protocol.js';

const channel = 'c0ffee00c0ffee00c0ffee00c0ffee00';

describe('embed envelopes', () => {
  it('reads an envelope of its own channel and drops its unknown fields', () => {
    const data = { ...createEnvelope(channel, 'close', {}), extra: 'x' };
    expect(readEnvelope(data, channel)).toEqual({ source: 'wlpay', version: 1, channel, type: 'close', payload: {} });
  });

  it.each([
    ['another channel', { ...createEnvelope('another-channel-123456', 'close', {}) }],
    ['another source', { ...createEnvelope(channel, 'close', {}), source: 'stripe' }],
    ['another version', { ...createEnvelope(channel, 'close', {}), version: 2 }],
    ['no payload', { source: 'wlpay', version: 1, channel, type: 'close' }],
    ['an array payload', { ...createEnvelope(channel, 'close', []) }],
    ['a non-string type', { ...createEnvelope(channel, 'close', {}), type: 7 }],
    ['a string', JSON.stringify(createEnvelope(channel, 'close', {}))],
    ['null', null],
  ])('ignores %s', (_name, data) => {
    expect(readEnvelope(data, channel)).toBeUndefined();
    expect(readHostMessage(data, channel)).toBeUndefined();
  });

  it('accepts only the known host message types, with an empty payload', () => {
    expect(readHostMessage(createEnvelope(channel, 'close', { injected: true }), channel)).toEqual(
      createEnvelope(channel, 'close', {}),
    );
    expect(readHostMessage(createEnvelope(channel, 'navigate', { to: '/' }), channel)).toBeUndefined();
  });
});
