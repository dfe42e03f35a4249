import type { AppTexts } from './en.js';

/** Namespace `app` in Norwegian (Bokmål): every key of ./en.ts (the type checks it). */
export const no: AppTexts = {
  notAvailableYet: 'Denne delen av plattformen er ikke tilgjengelig ennå.',
  loading: 'Laster inn…',
  errorConfigurationUnavailable: 'Merkevarekonfigurasjonen kunne ikke lastes inn.',
  mainNavigation: 'Hovednavigasjon',
  accountMenu: 'Kontomeny',
  regulationBadge: 'Regulert tjeneste',
  regulationBadgeLicensed: 'Lisensiert plattform',
  footerTerms: 'Vilkår og betingelser',
  footerPrivacy: 'Personvernerklæring',
  footerRefund: 'Refusjonsregler',
  footerAml: 'AML og KYC',
  footerSupport: 'Støtte',
  footerKnowledgeBase: 'Kunnskapsbase',
  footerIdentityVerification: 'Identitetsbekreftelse',
  footerBlog: 'Blogg',
  footerAbout: 'Om oss',
  footerContact: 'Kontakt',
  footerRights: 'Alle rettigheter forbeholdt.',
  flowSteps: 'Kjøpstrinn',
  testMode: 'TESTMODUS',
  testModeNote: 'Testmodus: ingen ekte penger flyttes.',
  modalPayment: 'Betaling',
  modalCheckout: 'Kjøp',
  modalClose: 'Lukk',
};
