import type { AppTexts } from './en.js';

/** Namespace `app` in Czech: every key of ./en.ts (the type checks it). */
export const cz: AppTexts = {
  notAvailableYet: 'Tato část platformy zatím není k dispozici.',
  loading: 'Načítání…',
  errorConfigurationUnavailable: 'Konfiguraci značky se nepodařilo načíst.',
  mainNavigation: 'Hlavní navigace',
  accountMenu: 'Nabídka účtu',
  regulationBadge: 'Regulovaná služba',
  regulationBadgeLicensed: 'Licencovaná platforma',
  footerTerms: 'Obchodní podmínky',
  footerPrivacy: 'Zásady ochrany osobních údajů',
  footerRefund: 'Zásady vracení peněz',
  footerAml: 'AML a KYC',
  footerSupport: 'Podpora',
  footerKnowledgeBase: 'Znalostní báze',
  footerIdentityVerification: 'Ověření totožnosti',
  footerBlog: 'Blog',
  footerAbout: 'O nás',
  footerContact: 'Kontakt',
  footerRights: 'Všechna práva vyhrazena.',
  flowSteps: 'Kroky nákupu',
  testMode: 'TESTOVACÍ REŽIM',
  testModeNote: 'Testovací režim: nepřesouvají se žádné skutečné peníze.',
  modalPayment: 'Platba',
  modalCheckout: 'Nákup',
  modalClose: 'Zavřít',
};
