import { configurationSchema, localeCodes } from '@platform/core';
import { allLocaleResources } from '@platform/core/i18n/every-locale';
import { describe, expect, it } from 'vitest';
import { brandIdentity } from './brand-identity.js';
import { copyByLocale } from './locales/index.js';
import { renderTemplate } from './render-template.js';
import type { NotificationMessage } from './template-params.js';

const brand = brandIdentity(
  configurationSchema.parse({
    label_name: 'Northwind Exchange',
    company_name: 'Northwind Ltd',
    support_email: 'help@northwind.example',
    logo: '/brand/northwind.png',
    api: '/api',
    mapi: '/m',
    wl_id: 1,
    enable_flow: 1,
    enable_trade: 1,
    enable_widget: 1,
    enable_withdraw: 1,
    enable_statements: 1,
    registration_new_flow: 1,
  }),
  'https://northwind.example',
);

const emailMessages: NotificationMessage[] = [
  { template: 'email_verification_code', params: { code: '482913', expiresInMinutes: 10 } },
  { template: 'login_code', params: { code: '771204', expiresInMinutes: 5 } },
  {
    template: 'password_reset',
    params: { resetUrl: 'https://northwind.example/reset?token=abc123', expiresInMinutes: 30 },
  },
  { template: 'security_changed', params: { change: 'password' } },
  { template: 'security_changed', params: { change: 'email' } },
  { template: 'security_changed', params: { change: 'two_factor' } },
  {
    template: 'login_alert',
    params: { time: new Date('2026-03-04T05:06:00Z'), ip: '203.0.113.7', country: 'DE', device: 'Firefox on Linux' },
  },
  { template: 'kyc_outcome', params: { outcome: 'approved' } },
  { template: 'kyc_outcome', params: { outcome: 'rejected', reason: 'The passport photo is blurred & cut off.' } },
  {
    template: 'payment_link',
    params: {
      amountBaseUnits: 123_456n,
      currency: 'EUR',
      product: 'Blue mug',
      merchantName: 'Mug Shop',
      link: 'https://northwind.example/pay/lnk_1',
    },
  },
  {
    template: 'deposit_received',
    params: {
      amountBaseUnits: 125_000_000n,
      currency: 'LTC',
      txid: '7f3a9c0e5b2d4a6f8e1c3b5d7a9f0e2c4b6d8a0f1e3c5b7d9a2f4e6c8b0d1a3f',
      confirmations: 6,
    },
  },
  {
    template: 'webhook_disabled',
    params: {
      merchantName: 'Mug Shop',
      webhookUrl: 'https://shop.example/webhooks?a=1&b=2',
      reason: 'gone',
      disabledAt: new Date('2026-03-04T05:06:00Z'),
    },
  },
  {
    template: 'beneficiary_added',
    params: {
      label: 'My hardware wallet',
      destination: 'LTC rltc1qexampleaddress',
      confirmUrl: 'https://wallet.example/withdrawal/confirm-address?token=abc_DEF-123',
      waitingSeconds: 86_400,
    },
  },
  {
    template: 'withdrawal_update',
    params: {
      event: 'sent',
      amountBaseUnits: 50_000_000n,
      feeBaseUnits: 100_000n,
      currency: 'LTC',
      destination: 'LTC rltc1qexampleaddress',
      txid: 'ab'.repeat(32),
    },
  },
  {
    template: 'withdrawal_update',
    params: {
      event: 'rejected',
      amountBaseUnits: 2_500n,
      feeBaseUnits: 100n,
      currency: 'EUR',
      destination: 'DE89370400440532013000',
      reason: 'Unusual activity on the account',
    },
  },
];

/** The value a reader must find in each message. */
function keyFact(message: NotificationMessage): string {
  switch (message.template) {
    case 'email_verification_code':
    case 'login_code':
    case 'sms_verification_code':
      return message.params.code;
    case 'password_reset':
      return message.params.resetUrl;
    case 'security_changed':
      return '24';
    case 'login_alert':
      return message.params.ip;
    case 'kyc_outcome':
      return message.params.reason ?? 'Northwind Exchange';
    case 'payment_link':
      return message.params.link;
    case 'deposit_received':
      return message.params.txid;
    case 'webhook_disabled':
      return message.params.webhookUrl;
    case 'beneficiary_added':
      return message.params.confirmUrl;
    case 'withdrawal_update':
      return message.params.txid ?? message.params.reason ?? message.params.destination;
  }
}

describe.each(localeCodes)('templates in %s', (locale) => {
  it.each(
    emailMessages.map(
      (message) => [`${message.template} ${'change' in message.params ? message.params.change : ''}`, message] as const,
    ),
  )(
    '%s: subject, text and HTML carry the brand, its logo, the anti-phishing code and the key fact',
    (_label, message) => {
      const rendered = renderTemplate({ locale, brand, antiPhishingCode: 'OWL-7', message });
      expect(rendered.channel).toBe('email');
      expect(rendered.subject.length).toBeGreaterThan(5);
      expect(rendered.text).toContain('Northwind Exchange');
      expect(rendered.text).toContain('OWL-7');
      expect(rendered.text).toContain(keyFact(message));
      expect(rendered.html).toContain('Northwind Exchange');
      expect(rendered.html).toContain('data-anti-phishing-code>OWL-7<');
      expect(rendered.html).toContain('src="https://northwind.example/brand/northwind.png"');
      expect(rendered.html).toContain(keyFact(message).replaceAll('&', '&amp;'));
      expect(rendered.html).toContain('help@northwind.example');
    },
  );

  it('marks every email and SMS TEST MODE in test mode (subject prefix, a body line, an HTML banner), and none outside it', () => {
    const copy = copyByLocale[locale].layout;
    for (const message of emailMessages) {
      const marked = renderTemplate({ locale, brand, message, testMode: true });
      expect(marked.subject.startsWith(`${copy.testModeSubjectPrefix} `), message.template).toBe(true);
      expect(marked.text).toContain(copy.testModeNotice('Northwind Exchange'));
      expect(marked.html).toContain('data-test-mode');
      const plain = renderTemplate({ locale, brand, message });
      expect(plain.subject).not.toContain(copy.testModeSubjectPrefix);
      expect(plain.text).not.toContain(copy.testModeNotice('Northwind Exchange'));
      expect(plain.html).not.toContain('data-test-mode');
    }
    const sms = renderTemplate({
      locale,
      brand,
      message: { template: 'sms_verification_code', params: { code: '123456' } },
      testMode: true,
    });
    expect(sms.text.startsWith(`${copy.testModeSubjectPrefix} `)).toBe(true);
    if (locale !== 'en') expect(copy.testModeNotice('B')).not.toBe(copyByLocale.en.layout.testModeNotice('B'));
  });

  it('is a real translation: subjects and bodies differ from English (except English itself)', () => {
    for (const message of emailMessages) {
      const here = renderTemplate({ locale, brand, message });
      const english = renderTemplate({ locale: 'en', brand, message });
      if (locale === 'en') continue;
      expect(here.subject).not.toBe(english.subject);
      expect(here.text).not.toBe(english.text);
    }
  });

  it('tells the KYC outcome: the spec sentence on approval, the reviewer’s reason (escaped) on rejection', () => {
    const approved = renderTemplate({
      locale,
      brand,
      message: { template: 'kyc_outcome', params: { outcome: 'approved' } },
    });
    expect(approved.text).toContain(allLocaleResources()[locale].messages.user.accountVerified);
    const reason = '<b>Blurred</b> photo';
    const rejected = renderTemplate({
      locale,
      brand,
      message: { template: 'kyc_outcome', params: { outcome: 'rejected', reason } },
    });
    expect(rejected.text).toContain(reason);
    expect(rejected.html).toContain('&lt;b&gt;Blurred&lt;/b&gt; photo');
    expect(rejected.html).not.toContain('<b>Blurred');
    expect(() =>
      renderTemplate({ locale, brand, message: { template: 'kyc_outcome', params: { outcome: 'rejected' } } }),
    ).toThrow();
  });

  it('writes the SMS verification code as plain text with the code and the brand', () => {
    const rendered = renderTemplate({
      locale,
      brand,
      message: { template: 'sms_verification_code', params: { code: '550123' } },
    });
    expect(rendered.channel).toBe('sms');
    expect(rendered.html).toBeUndefined();
    expect(rendered.text).toContain('550123');
    expect(rendered.text).toContain('Northwind Exchange');
    expect(rendered.text.length).toBeLessThanOrEqual(160);
  });

  it('renders stored text inert: a <script> in the brand, merchant, product or device name is escaped', () => {
    const hostile = { ...brand, name: 'Evil <script>alert(1)</script> Co' };
    const messages: NotificationMessage[] = [
      { template: 'email_verification_code', params: { code: '123456', expiresInMinutes: 10 } },
      {
        template: 'payment_link',
        params: {
          amountBaseUnits: 5_000n,
          currency: 'USD',
          product: '<img src=x onerror=alert(2)>',
          merchantName: '<script>alert(3)</script>',
          link: 'https://shop.example/pay?a=1&b="2"',
        },
      },
      {
        template: 'login_alert',
        params: { time: new Date(0), ip: '198.51.100.2', country: 'GB', device: '<script>x</script>' },
      },
    ];
    for (const message of messages) {
      const { html } = renderTemplate({ locale, brand: hostile, antiPhishingCode: '<b>me</b>', message });
      expect(html).not.toMatch(/<script|<img src=x|<b>me/);
      expect(html).toContain('&lt;script&gt;');
    }
  });
});

describe('template details', () => {
  it('leaves the anti-phishing block out when the user has not set a code', () => {
    const rendered = renderTemplate({
      locale: 'en',
      brand,
      message: { template: 'login_code', params: { code: '111222', expiresInMinutes: 5 } },
    });
    expect(rendered.html).not.toContain('data-anti-phishing-code');
    expect(rendered.text).not.toContain('anti-phishing');
  });

  it('states the 24 hour withdrawal lock after a security change, with the right plural', () => {
    const en = renderTemplate({
      locale: 'en',
      brand,
      message: { template: 'security_changed', params: { change: 'two_factor' } },
    });
    expect(en.text).toContain('withdrawals are locked for 24 hours');
    const cz = renderTemplate({
      locale: 'cz',
      brand,
      message: { template: 'security_changed', params: { change: 'password' } },
    });
    expect(cz.text).toContain('výběry zablokovány na 24 hodin');
    expect(cz.html).toContain('lang="cs"');
  });

  it('formats amounts, times and countries in the message language', () => {
    const payment: NotificationMessage = {
      template: 'payment_link',
      params: {
        amountBaseUnits: 123_456n,
        currency: 'EUR',
        product: 'Mug',
        merchantName: 'Shop',
        link: 'https://s.example/p',
      },
    };
    expect(renderTemplate({ locale: 'en', brand, message: payment }).text).toContain('€1,234.56');
    expect(renderTemplate({ locale: 'de', brand, message: payment }).text).toContain('€1.234,56');
    const alert: NotificationMessage = {
      template: 'login_alert',
      params: { time: new Date('2026-03-04T05:06:00Z'), ip: '203.0.113.7', country: 'DE', device: 'Phone' },
    };
    const norwegian = renderTemplate({ locale: 'no', brand, message: alert }).text;
    expect(norwegian).toContain('Tyskland (DE)');
    expect(norwegian).toContain('05:06 UTC');
    expect(renderTemplate({ locale: 'en', brand, message: alert }).text).toContain('March 4, 2026');
  });

  it('tells a credited deposit: coin and amount in the subject, the transaction hash and its confirmations', () => {
    const txid = '0x' + 'ab'.repeat(32);
    const params = { amountBaseUnits: 1_500_000_000_000_000_000n, currency: 'ETH', txid, confirmations: 1200 } as const;
    const message: NotificationMessage = { template: 'deposit_received', params };
    const en = renderTemplate({ locale: 'en', brand, message });
    expect(en.subject).toBe('Deposit received: 1.50000000 ETH');
    expect(en.text).toContain(txid);
    expect(en.text).toContain('1,200');
    const de = renderTemplate({ locale: 'de', brand, message });
    expect(de.subject).toBe('Einzahlung eingegangen: 1,50000000 ETH');
    expect(de.text).toContain('1.200');
    expect(() =>
      renderTemplate({
        locale: 'en',
        brand,
        message: { template: 'deposit_received', params: { ...params, txid: '<script>' } },
      }),
    ).toThrow(/transaction hash/);
  });

  it('refuses a link that is not absolute http(s), so no email carries a javascript: link', () => {
    expect(() =>
      renderTemplate({
        locale: 'en',
        brand,
        message: { template: 'password_reset', params: { resetUrl: 'javascript:alert(1)', expiresInMinutes: 30 } },
      }),
    ).toThrow(/absolute http\(s\) URL/);
  });

  it('leaves the logo out when it cannot be made absolute, and keeps the brand name', () => {
    const noLogo = {
      ...brand,
      logoUrl: brandIdentity(configurationSchema.parse({ ...minimalConfiguration, logo: '/x.png' })).logoUrl,
    };
    expect(noLogo.logoUrl).toBeUndefined();
    const { html } = renderTemplate({
      locale: 'en',
      brand: noLogo,
      message: { template: 'security_changed', params: { change: 'email' } },
    });
    expect(html).not.toContain('<img');
    expect(html).toContain('Northwind Exchange');
  });
});

const minimalConfiguration = {
  label_name: 'Plain',
  api: '/api',
  mapi: '/m',
  wl_id: 1,
  enable_flow: 1,
  enable_trade: 1,
  enable_widget: 1,
  enable_withdraw: 1,
  enable_statements: 1,
  registration_new_flow: 1,
};
