import type { AppTexts } from './en.js';

/** Namespace `app` in Italian: every key of ./en.ts (the type checks it). */
export const it: AppTexts = {
  notAvailableYet: 'Questa parte della piattaforma non è ancora disponibile.',
  loading: 'Caricamento…',
  errorConfigurationUnavailable: 'Impossibile caricare la configurazione del marchio.',
  mainNavigation: 'Navigazione principale',
  accountMenu: 'Menu account',
  regulationBadge: 'Servizio regolamentato',
  regulationBadgeLicensed: 'Piattaforma autorizzata',
  footerTerms: 'Termini e condizioni',
  footerPrivacy: 'Informativa sulla privacy',
  footerRefund: 'Politica di rimborso',
  footerAml: 'AML e KYC',
  footerSupport: 'Assistenza',
  footerKnowledgeBase: 'Knowledge base',
  footerIdentityVerification: 'Verifica dell’identità',
  footerBlog: 'Blog',
  footerAbout: 'Chi siamo',
  footerContact: 'Contatti',
  footerRights: 'Tutti i diritti riservati.',
  flowSteps: "Passaggi dell'acquisto",
  testMode: 'MODALITÀ DI TEST',
  testModeNote: 'Modalità di test: non si muove denaro reale.',
  modalPayment: 'Pagamento',
  modalCheckout: 'Acquisto',
  modalClose: 'Chiudi',
};
