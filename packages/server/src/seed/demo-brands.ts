import { localeCodes } from '@platform/core';
import type { NewBrand } from '../modules/brands/index.js';

export interface DemoBrandBases {
  apiBase: string;
  merchantApiBase: string;
}

const demoDisclaimer =
  'This is a demonstration brand running in test mode: balances come from simulated deposits and no real funds move.';

/** Links point at the app's own pages or stay empty until those pages exist; nothing leaves the demo. */
function sharedConfiguration(bases: DemoBrandBases) {
  return {
    disclaimer: demoDisclaimer,
    api: bases.apiBase,
    mapi: bases.merchantApiBase,
    wallet_url: '/wallets',
    markets_url: '/prices',
    buy_url: '/buy',
    contact_url: '',
    terms_url: '',
    privacy_url: '',
    refund_url: '',
    aml_url: '',
    lic_url: '',
    kyc_policy: '',
    country_locator: '',
    languages_wallets: ['BTC', 'LTC', 'ETH', 'BCH', 'USDT', 'USDC'],
    active_locales: [...localeCodes],
    enable_flow: 1,
    enable_trade: 1,
    enable_widget: 1,
    enable_withdraw: 1,
    enable_statements: 1,
    registration_new_flow: 1,
  };
}

export function demoBrands(bases: DemoBrandBases): NewBrand[] {
  return [
    {
      id: 'brd_demo',
      isDefault: true,
      hostnames: ['localhost', '127.0.0.1'],
      configuration: {
        ...sharedConfiguration(bases),
        wl_id: 1,
        label_name: 'Demo Exchange',
        logo_name: 'Demo Exchange',
        company_name: 'Demo Exchange Ltd (demonstration company)',
        support_email: 'support@demo-exchange.example',
        compliance_email: 'compliance@demo-exchange.example',
        phone: '+44 20 0000 0000',
        address: '1 Demo Street, London (demonstration address)',
        primary_color: '#0b4f3c',
        secondary_color: '#1fa463',
        default_currency: 'EUR',
      },
      meta: { link: [], css: [], js: [], images: [] },
      more: { demo: true },
    },
    {
      id: 'brd_alt',
      isDefault: false,
      hostnames: ['alt.localhost', '127.0.0.2'],
      configuration: {
        ...sharedConfiguration(bases),
        wl_id: 2,
        label_name: 'Alt Exchange',
        logo_name: 'Alt Exchange',
        company_name: 'Alt Exchange AS (demonstration company)',
        support_email: 'support@alt-exchange.example',
        compliance_email: 'compliance@alt-exchange.example',
        phone: '+47 00 00 00 00',
        address: '2 Demo Gate, Oslo (demonstration address)',
        white_label_url: '/',
        primary_color: '#1d3557',
        secondary_color: '#e63946',
        default_currency: 'EUR',
      },
      meta: { link: [], css: [], js: [], images: [] },
      more: { demo: true },
    },
  ];
}
