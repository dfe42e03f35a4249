import { afterEach, describe, expect, it } from 'vitest';
import { MountError } from './errors.js';
import { readOptions } from './options.js';
import type { MountOptions } from './types.js';

const base = {
  kind: 'widget',
  merchantId: 'mer_123',
  transactionId: 'pay_456',
  origin: 'https://pay.example.test',
} as const;

function invalidMessage(options: unknown): string {
  try {
    readOptions(options as MountOptions);
  } catch (error) {
    expect(error).toBeInstanceOf(MountError);
    expect((error as MountError).code).toBe('invalid_options');
    return (error as MountError).message;
  }
  throw new Error('readOptions accepted the options');
}

afterEach(() => document.body.replaceChildren());

describe('readOptions', () => {
  it('finds an inline container by selector or takes the element', () => {
    const container = document.createElement('div');
    container.id = 'pay';
    document.body.append(container);
    expect(readOptions({ ...base, mode: 'inline', container: '#pay' }).container).toBe(container);
    expect(readOptions({ ...base, mode: 'inline', container }).container).toBe(container);
  });

  it('ignores a container in modal mode and keeps the other options', () => {
    const onEvent = () => {};
    const settings = readOptions({ ...base, kind: 'checkout', mode: 'modal', lang: 'es', onEvent });
    expect(settings).toMatchObject({ kind: 'checkout', mode: 'modal', lang: 'es', onEvent, container: undefined });
  });

  it('takes the platform origin with a trailing slash or capitals, as the browser will report it', () => {
    expect(readOptions({ ...base, mode: 'modal', origin: 'https://Pay.Example.test/' }).origin).toBe(
      'https://pay.example.test',
    );
    expect(readOptions({ ...base, mode: 'modal', origin: 'http://127.0.0.1:4173' }).origin).toBe(
      'http://127.0.0.1:4173',
    );
  });

  it.each([
    ['kind', { ...base, kind: 'invoice', mode: 'modal' }, 'kind must be "widget" or "checkout", not "invoice".'],
    ['merchantId', { ...base, merchantId: undefined, mode: 'modal' }, 'merchantId must be your merchant id (mer_…)'],
    [
      'transactionId',
      { ...base, transactionId: 'pay 1', mode: 'modal' },
      'transactionId must be the id of your payment',
    ],
    ['mode', { ...base, mode: 'popup' }, 'mode must be "inline" or "modal", not "popup".'],
    [
      'origin with a path',
      { ...base, mode: 'modal', origin: 'https://pay.example.test/sdk' },
      'origin must be the platform origin',
    ],
    [
      'no origin',
      { ...base, mode: 'modal', origin: undefined },
      'origin must be the platform origin, like "https://pay.example.com"',
    ],
    ['a javascript: origin', { ...base, mode: 'modal', origin: 'javascript:alert(1)' }, 'origin must be'],
    [
      'a missing container',
      { ...base, mode: 'inline', container: '#nowhere' },
      'container must be an element of the page or its selector, not "#nowhere".',
    ],
    ['a bad selector', { ...base, mode: 'inline', container: '#' }, 'container must be an element of the page'],
    ['no container', { ...base, mode: 'inline' }, 'container must be an element of the page'],
  ])('says how to fix %s', (_name, options, message) => {
    expect(invalidMessage(options)).toContain(message);
    expect(invalidMessage(options)).toMatch(/^WLPay: /);
  });

  it('refuses a container element that is not in the page', () => {
    expect(invalidMessage({ ...base, mode: 'inline', container: document.createElement('div') })).toContain(
      'container must be an element of the page',
    );
  });
});
