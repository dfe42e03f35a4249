import { describe, expect, it } from 'vitest';
import { addLocaleTexts, brandActiveLocales, createI18nFrom } from './create-i18n.js';
import { allLocaleResources, createI18n, namespaceLoaders } from './every-locale.js';
import { loadLocaleTexts } from './load-texts.js';
import { localeCodes } from './locales.js';
import {
  accountEnglish,
  appEnglish,
  loadAccountTexts,
  loadAppTexts,
  loadNavTexts,
  namespaces,
  navEnglish,
} from './resources/index.js';
import { bankMethodSteps, buyFlowSteps, flowStepperSteps } from '../rules/checkout-routing.js';
import { membersSidebarItems, sidebarWalletLinks } from '../rules/members-sidebar.js';
import { membersHeaderItems } from '../rules/members-header.js';
import { homeNavItems } from '../rules/home-nav.js';
import { transactionStatusLabels } from '../rules/transaction-status.js';
import { validationMessages } from '../validation/messages.js';

/** Every leaf of a nested resource object as `a.b.c` → value. */
function flatten(value: unknown, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of flatten(child, prefix ? `${prefix}.${key}` : key)) leaves.set(path, leaf);
    }
  } else {
    leaves.set(prefix, value);
  }
  return leaves;
}

const resources = allLocaleResources();

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

describe('i18n resources: every key in every locale', () => {
  const cases = localeCodes
    .filter((locale) => locale !== 'en')
    .flatMap((locale) => namespaces.map((namespace) => ({ locale, namespace })));

  it.each(cases)(
    '$locale/$namespace has exactly the English keys, none empty, same placeholders',
    ({ locale, namespace }) => {
      const english = flatten(resources.en[namespace]);
      const translated = flatten(resources[locale][namespace]);
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, englishText] of english) {
        const text = translated.get(key);
        expect(typeof text, `${locale}:${namespace}.${key}`).toBe('string');
        expect((text as string).trim(), `${locale}:${namespace}.${key}`).not.toBe('');
        expect(placeholders(text as string), `${locale}:${namespace}.${key}`).toEqual(
          placeholders(englishText as string),
        );
      }
    },
  );

  it('English texts are non-empty strings', () => {
    for (const namespace of namespaces) {
      for (const [key, text] of flatten(resources.en[namespace])) {
        expect(typeof text === 'string' && text.trim() !== '', `en:${namespace}.${key}`).toBe(true);
      }
    }
  });

  it('the translations are real: no locale copies the English text of a long sentence', () => {
    for (const locale of localeCodes.filter((code) => code !== 'en')) {
      expect(resources[locale].messages.sessionTimeout.message).not.toBe(resources.en.messages.sessionTimeout.message);
      expect(resources[locale].validation.emailInvalid).not.toBe(resources.en.validation.emailInvalid);
    }
  });
});

describe('i18n resources: one module per locale, loaded on demand', () => {
  const cases = localeCodes.flatMap((locale) => namespaces.map((namespace) => ({ locale, namespace })));

  it.each(cases)('$namespace in $locale loads alone, with every key of its module', async ({ locale, namespace }) => {
    const loaded = await namespaceLoaders[namespace](locale);
    expect(loaded).toBe(resources[locale][namespace]);
    expect([...flatten(loaded).keys()].sort()).toEqual([...flatten(resources.en[namespace]).keys()].sort());
  });

  it('each namespace exports its English texts at hand, the same as its English module', async () => {
    expect(appEnglish).toBe(await loadAppTexts('en'));
    expect(accountEnglish).toBe(resources.en.account);
  });
});

describe('every key the rules and schemas return exists', () => {
  const everything = { permissions: { send: 1, withdrawal: 1, fiat_withdrawals: 1, widget: 1 } };
  const allOn = { wl_id: 1, enable_trade: 1, enable_widget: 1, enable_statements: 1, enable_flow: 1 };
  const keys = [
    ...bankMethodSteps.map((step) => step.labelKey),
    ...flowStepperSteps.map((step) => step.labelKey),
    ...buyFlowSteps.map((step) => step.labelKey),
    ...membersSidebarItems(allOn, everything).map((item) => item.labelKey),
    ...sidebarWalletLinks(everything).map((item) => item.labelKey),
    ...membersHeaderItems(allOn, everything).map((item) => item.labelKey),
    ...homeNavItems(allOn).map((item) => item.labelKey),
    ...homeNavItems({ wl_id: 2 }).map((item) => item.labelKey),
    ...transactionStatusLabels.map((label) => `status:${label}`),
    ...Object.keys(validationMessages).map((name) => `validation:${name}`),
    'widget:header.paymentFor',
    'widget:header.payWith',
    'messages:guard.merchantNotRecognizedOrSessionExpired',
    'messages:guard.sessionExpired',
    'messages:errors.pageNotFound',
    'messages:errors.registrationTokenExpired',
    'messages:user.regionNotServed',
  ];
  const i18n = createI18n('en');
  it.each(keys)('%s', (key) => {
    expect(i18n.exists(key)).toBe(true);
  });
});

describe('English wording is the spec’s, verbatim', () => {
  const i18n = createI18n('en');
  it.each([
    ['messages:errors.registrationTokenExpired', 'Registration token Expired!'],
    ['messages:errors.merchantNotRecognized', 'Merchant not recognized!'],
    ['messages:errors.someProblemOccurred', 'Some problem occurred. please try again later'],
    ['messages:errors.serverProblem', 'There may be a problem with the server. please try again later'],
    ['messages:errors.pageNotFound', 'This page could not be found.'],
    ['messages:errorPage.heading', "We're unable to find the page you're looking for."],
    [
      'messages:errorPage.unknownError',
      'We are very sorry for inconvenience. The application has encountered an unknown error.',
    ],
    ['messages:errorPage.renderFailed', 'An error occurred while showing the error page'],
    [
      'messages:guard.merchantNotRecognizedOrSessionExpired',
      'Merchant not recognized or Session Expired Please Make another transaction.',
    ],
    ['messages:guard.sessionExpired', 'Session Expired Please Make another transaction.'],
    ['messages:user.emailNotFound', "The email address that you've entered doesn't exists."],
    ['messages:user.invalidCode', 'You have entered an invalid code, Please try again.'],
    ['messages:user.invalidPassword', 'You have entered an invalid password, Please try again.'],
    ['messages:user.regionNotServed', 'Unfortunately we do not provide our services for this region.'],
    ['messages:user.verifyMobileAndEmail', 'Please Verify Your Mobile And Email'],
    ['messages:user.newPasswordSent', 'A new password sent to you'],
    ['messages:user.newSmsCodeSent', 'A new sms verification code was sent to your mobile'],
    ['messages:user.accountVerified', 'You have successfully verified your account!'],
    ['messages:sessionTimeout.title', 'Session Timeout'],
    ['messages:sessionTimeout.message', 'You are logged in on other devices or browsers. Please login again.'],
    ['messages:sessionTimeout.login', 'Login'],
    ['validation:mobileInvalid', 'not a valid mobile number'],
    ['validation:emailInvalid', 'Please enter a valid email address'],
    ['validation:passwordInvalid', 'Please enter a valid password'],
    ['status:approved', 'Approved'],
    ['status:twoFaPending', '2-FA Pending'],
    ['status:preAuthorized', 'Pre-Authorized'],
    ['status:pending', 'Pending'],
    ['nav:home.exchangeAndWallet', 'Exchange & Wallet'],
  ])('%s is "%s"', (key, text) => {
    expect(i18n.t(key)).toBe(text);
  });

  it("§4 Sell flow ends in a 'sold successfully' confirmation.", () => {
    expect(i18n.t('messages:user.soldSuccessfully')).toMatch(/sold successfully/);
  });

  it('interpolates without HTML-escaping (React escapes on render)', () => {
    expect(i18n.t('widget:header.paymentFor', { product: 'Tea & Cake' })).toBe('Payment for Tea & Cake');
    expect(i18n.t('widget:header.payWith', { coin: 'Bitcoin', iso: 'BTC' })).toBe('Pay with Bitcoin (BTC)');
    expect(i18n.t('messages:errors.unknownMiddleware', { name: 'auth' })).toBe('Unknown middleware auth');
  });
});

describe('createI18n', () => {
  it('is ready at once in the requested locale', () => {
    const i18n = createI18n('de');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.language).toBe('de');
    expect(i18n.t('nav:header.signOut')).toBe('Abmelden');
  });

  it('keeps instances apart, so one process can serve several languages', () => {
    const spanish = createI18n('es');
    const czech = createI18n('cz');
    expect(spanish.t('messages:sessionTimeout.login')).toBe('Iniciar sesión');
    expect(czech.t('messages:sessionTimeout.login')).toBe('Přihlásit se');
  });

  it('falls back to English for a key a locale lacks', () => {
    const i18n = createI18n('fi');
    i18n.addResource('en', 'app', 'onlyInEnglish', 'Only in English');
    expect(i18n.t('app:onlyInEnglish')).toBe('Only in English');
  });

  it('includes the members-app namespace', () => {
    expect(createI18n('it').t('app:notAvailableYet')).toBe(resources.it.app.notAvailableYet);
  });

  it('can start with English and one locale of some namespaces and take more later', async () => {
    const german = await loadLocaleTexts('de', { app: loadAppTexts, nav: loadNavTexts });
    const i18n = createI18nFrom('de', { en: { app: appEnglish, nav: navEnglish }, de: german });
    expect(i18n.t('nav:header.signOut')).toBe('Abmelden');
    expect(i18n.hasResourceBundle('fi', 'nav')).toBe(false);
    expect(i18n.t('account:common.email')).toBe('common.email'); // not loaded: i18next shows the key
    addLocaleTexts(i18n, 'en', 'account', accountEnglish);
    expect(i18n.t('account:common.email')).toBe(accountEnglish.common.email); // the English fallback
    addLocaleTexts(i18n, 'de', 'account', await loadAccountTexts('de'));
    addLocaleTexts(i18n, 'de', 'account', accountEnglish); // idempotent: the German stays
    expect(i18n.t('account:common.email')).toBe(resources.de.account.common.email);
  });
});

describe('brandActiveLocales (spec §1)', () => {
  it.each([
    { sentence: '§1 One reading says only en and es are active locales (default)', config: {}, expected: ['en', 'es'] },
    { sentence: 'default when the configuration is missing', config: null, expected: ['en', 'es'] },
    {
      sentence: 'configurable via configuration.active_locales',
      config: { active_locales: ['de', 'no'] },
      expected: ['de', 'no'],
    },
    {
      sentence: 'unsupported codes are dropped, duplicates removed',
      config: { active_locales: ['fr', 'it', 'it'] },
      expected: ['it'],
    },
    {
      sentence: 'nothing supported left falls back to en and es',
      config: { active_locales: ['fr'] },
      expected: ['en', 'es'],
    },
  ])('$sentence', ({ config, expected }) => {
    expect(brandActiveLocales(config)).toEqual(expected);
  });
});
