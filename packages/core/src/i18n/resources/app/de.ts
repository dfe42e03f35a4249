import type { AppTexts } from './en.js';

/** Namespace `app` in German: every key of ./en.ts (the type checks it). */
export const de: AppTexts = {
  notAvailableYet: 'Dieser Teil der Plattform ist noch nicht verfügbar.',
  loading: 'Wird geladen…',
  errorConfigurationUnavailable: 'Die Markenkonfiguration konnte nicht geladen werden.',
  mainNavigation: 'Hauptnavigation',
  accountMenu: 'Kontomenü',
  regulationBadge: 'Regulierter Dienst',
  regulationBadgeLicensed: 'Lizenzierte Plattform',
  footerTerms: 'Allgemeine Geschäftsbedingungen',
  footerPrivacy: 'Datenschutzerklärung',
  footerRefund: 'Rückerstattungsrichtlinie',
  footerAml: 'AML und KYC',
  footerSupport: 'Support',
  footerKnowledgeBase: 'Wissensdatenbank',
  footerIdentityVerification: 'Identitätsprüfung',
  footerBlog: 'Blog',
  footerAbout: 'Über uns',
  footerContact: 'Kontakt',
  footerRights: 'Alle Rechte vorbehalten.',
  flowSteps: 'Kaufschritte',
  testMode: 'TESTMODUS',
  testModeNote: 'Testmodus: Es wird kein echtes Geld bewegt.',
  modalPayment: 'Zahlung',
  modalCheckout: 'Kasse',
  modalClose: 'Schließen',
};
