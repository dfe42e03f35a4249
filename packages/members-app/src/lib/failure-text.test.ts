import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@platform/core';
import { createI18n } from '@platform/core/i18n/every-locale';
import { failureText, knownMessageKey } from './failure-text.js';
import { readApiFailure } from './api-failure.js';

const envelope = (code: string, messages: Record<string, string>) => ({
  request_status: 0,
  error_code: code,
  error_message: Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, { error: [text] }])),
});

describe('failure texts', () => {
  it('knows the spec messages the API sends, with or without the final dot', () => {
    expect(knownMessageKey('You have entered an invalid code, Please try again.')).toBe('messages:user.invalidCode');
    expect(knownMessageKey('Unfortunately we do not provide our services for this region')).toBe(
      'messages:user.regionNotServed',
    );
    expect(knownMessageKey('validation:passwordMin')).toBe('validation:passwordMin');
    expect(knownMessageKey('Something the server wrote')).toBeUndefined();
  });

  it('translates known messages, names rate limits and network failures, and shows other messages as sent', () => {
    const t = createI18n('es').t;
    const text = (error: unknown) => failureText(readApiFailure(error), t);
    expect(text(envelope('request_failed', { code: 'You have entered an invalid code, Please try again.' }))).toBe(
      'Has introducido un código no válido. Inténtalo de nuevo.',
    );
    expect(text(envelope('rate_limited', { email: 'Too many' }))).toBe(
      'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
    );
    expect(text(new ApiClientError('network', 'GET /api/users/me', 'no response'))).toBe(
      'No se pudo contactar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
    );
    expect(text(envelope('conflict', { email: 'Taken <b>here</b>' }))).toBe('Taken <b>here</b>');
    expect(text({})).toBe('Algo ha salido mal. Inténtalo de nuevo.');
  });

  it('reads the spec fields of GET /users/me failures', () => {
    expect(readApiFailure(envelope('invalid_session', { session_key: 'invalid_session' }))).toEqual({
      code: 'invalid_session',
      byField: { session_key: 'invalid_session' },
      first: 'invalid_session',
    });
  });
});
