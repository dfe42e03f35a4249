import { describe, expect, it } from 'vitest';
import { frameUrl, newChannelId } from './frame-url.js';
import type { MountSettings } from './options.js';

const settings: MountSettings = {
  kind: 'widget',
  merchantId: 'mer_1',
  transactionId: 'pay_2',
  origin: 'https://pay.example.test',
  mode: 'modal',
  container: undefined,
};

describe('newChannelId', () => {
  it('is 128 random bits in the channel alphabet of the core protocol, new every time', () => {
    const ids = new Set(Array.from({ length: 50 }, newChannelId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^\d{1,10}_\d{1,10}_\d{1,10}_\d{1,10}$/);
    // core's channelPattern (packages/core/src/embed/protocol.ts): 16 to 64 of [A-Za-z0-9_-].
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });
});

describe('frameUrl', () => {
  it('points the widget at /widget/ with the ids in the query and the channel in the hash', () => {
    const url = new URL(frameUrl({ ...settings, lang: 'de' }, 'chan_1234567890123', 'https://shop.example:8443'));
    expect(url.origin + url.pathname).toBe('https://pay.example.test/widget/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ merchant_id: 'mer_1', transaction_id: 'pay_2', lang: 'de' });
    const hash = new URLSearchParams(url.hash.slice(1));
    expect(Object.fromEntries(hash)).toEqual({
      channel: 'chan_1234567890123',
      parent_origin: 'https://shop.example:8443',
      mode: 'modal', // the frame draws the modal's backdrop, dialog and close button
    });
    const inline = new URL(frameUrl({ ...settings, mode: 'inline' }, 'chan_1234567890123', 'https://shop.example'));
    expect(new URLSearchParams(inline.hash.slice(1)).get('mode')).toBe('inline');
  });

  it('says in the hash that the key is a test key, and nothing about any other key', () => {
    const hashOf = (publishableKey: string | undefined) =>
      Object.fromEntries(
        new URLSearchParams(
          new URL(frameUrl({ ...settings, publishableKey }, 'chan_1234567890123', 'https://shop.example')).hash.slice(
            1,
          ),
        ),
      );
    expect(hashOf('pk_test_abcdefghijkl')).toEqual({
      channel: 'chan_1234567890123',
      parent_origin: 'https://shop.example',
      mode: 'modal',
      test_key: '1',
    });
    expect(hashOf('pk_live_abcdefghijkl')).not.toHaveProperty('test_key');
    expect(hashOf(undefined)).not.toHaveProperty('test_key');
  });

  it('points the checkout at /flow/ and leaves lang out unless given', () => {
    const url = new URL(frameUrl({ ...settings, kind: 'checkout' }, 'chan_1234567890123', 'https://shop.example'));
    expect(url.pathname).toBe('/flow/');
    expect(url.searchParams.has('lang')).toBe(false);
    expect(url.search).not.toContain('chan_');
  });
});
