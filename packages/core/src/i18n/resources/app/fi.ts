import type { AppTexts } from './en.js';

/** Namespace `app` in Finnish: every key of ./en.ts (the type checks it). */
export const fi: AppTexts = {
  notAvailableYet: 'Tämä alustan osa ei ole vielä käytettävissä.',
  loading: 'Ladataan…',
  errorConfigurationUnavailable: 'Brändin asetuksia ei voitu ladata.',
  mainNavigation: 'Päävalikko',
  accountMenu: 'Tilivalikko',
  regulationBadge: 'Säännelty palvelu',
  regulationBadgeLicensed: 'Lisensoitu alusta',
  footerTerms: 'Käyttöehdot',
  footerPrivacy: 'Tietosuojakäytäntö',
  footerRefund: 'Palautuskäytäntö',
  footerAml: 'AML ja KYC',
  footerSupport: 'Tuki',
  footerKnowledgeBase: 'Tietopankki',
  footerIdentityVerification: 'Henkilöllisyyden vahvistus',
  footerBlog: 'Blogi',
  footerAbout: 'Tietoa meistä',
  footerContact: 'Yhteystiedot',
  footerRights: 'Kaikki oikeudet pidätetään.',
  flowSteps: 'Oston vaiheet',
  testMode: 'TESTITILA',
  testModeNote: 'Testitila: oikeaa rahaa ei siirry.',
  modalPayment: 'Maksu',
  modalCheckout: 'Osto',
  modalClose: 'Sulje',
};
