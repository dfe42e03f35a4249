import { localeCodes } from '@platform/core';
import { allLocaleResources } from '@platform/core/i18n/every-locale';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { buildTestApp } from '../../testing/test-app.js';
import { forEachDatabase } from '../../testing/test-databases.js';
import { accountsTexts } from './accounts-texts.js';
import { localizeMessage } from './localize.js';

describe('accounts texts', () => {
  it('has every text in every locale, translated', () => {
    const names = Object.keys(accountsTexts.en);
    for (const locale of localeCodes) {
      expect(Object.keys(accountsTexts[locale]).sort(), locale).toEqual([...names].sort());
      for (const name of names) {
        const text = accountsTexts[locale][name as keyof typeof accountsTexts.en];
        expect(text.trim().length, `${locale}.${name}`).toBeGreaterThan(3);
        if (locale !== 'en')
          expect(text, `${locale}.${name}`).not.toBe(accountsTexts.en[name as keyof typeof accountsTexts.en]);
      }
    }
  });

  it("keeps the spec's English wording and translates it through core's resources", () => {
    expect(localizeMessage('You have entered an invalid code, Please try again.', 'en')).toBe(
      'You have entered an invalid code, Please try again.',
    );
    expect(localizeMessage('You have entered an invalid code, Please try again.', 'de')).toBe(
      allLocaleResources().de.messages.user.invalidCode,
    );
    expect(localizeMessage('validation:emailInvalid', 'en')).toBe('Please enter a valid email address');
    expect(localizeMessage('validation:emailInvalid', 'es')).toBe(allLocaleResources().es.validation.emailInvalid);
    expect(localizeMessage('invalid_session', 'fi')).toBe('invalid_session');
  });
});

forEachDatabase('accounts: answers in the locale cookie language', ({ openTestDatabase }) => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ database: await openTestDatabase() });
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers in English by default and in the locale cookie language', async () => {
    const login = (cookies: Record<string, string>) =>
      app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'x', password: 'y' }, cookies });
    expect((await login({})).json().error_message.email.error).toEqual(['Please enter a valid email address']);
    expect((await login({ locale: 'it' })).json().error_message.email.error).toEqual([
      allLocaleResources().it.validation.emailInvalid,
    ]);
    expect((await login({ locale: 'xx' })).json().error_message.email.error).toEqual([
      'Please enter a valid email address',
    ]);
    const forgot = await app.inject({
      method: 'POST',
      url: '/api/users/forgetPassword',
      payload: { email: 'nobody@example.com' },
      cookies: { locale: 'no' },
      remoteAddress: '198.51.100.90',
    });
    expect(forgot.json().error_message.email.error).toEqual([allLocaleResources().no.messages.user.emailNotFound]);
  });
});
