import type { LocaleCode } from '../locales.js';

/**
 * Texts of the app shells (members-app, widget and checkout iframes; namespace `app`).
 * Every key in every locale. Keys are flat so they read the same in every consumer.
 * Spec texts (nav items, error page, guard messages) live in the `nav` and `messages` namespaces.
 */
const en = {
  notAvailableYet: 'This part of the platform is not available yet.',
  loading: 'Loading…',
  errorConfigurationUnavailable: 'The brand configuration could not be loaded.',
  mainNavigation: 'Main navigation',
  accountMenu: 'Account menu',
  regulationBadge: 'Regulated service',
  regulationBadgeLicensed: 'Licensed platform',
  footerTerms: 'Terms and Conditions',
  footerPrivacy: 'Privacy Policy',
  footerRefund: 'Refund Policy',
  footerAml: 'AML and KYC',
  footerRights: 'All rights reserved.',
  flowSteps: 'Checkout steps',
};

type AppTexts = Record<keyof typeof en, string>;

const es: AppTexts = {
  notAvailableYet: 'Esta parte de la plataforma aún no está disponible.',
  loading: 'Cargando…',
  errorConfigurationUnavailable: 'No se pudo cargar la configuración de la marca.',
  mainNavigation: 'Navegación principal',
  accountMenu: 'Menú de la cuenta',
  regulationBadge: 'Servicio regulado',
  regulationBadgeLicensed: 'Plataforma con licencia',
  footerTerms: 'Términos y condiciones',
  footerPrivacy: 'Política de privacidad',
  footerRefund: 'Política de reembolso',
  footerAml: 'AML y KYC',
  footerRights: 'Todos los derechos reservados.',
  flowSteps: 'Pasos de la compra',
};

const cz: AppTexts = {
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
  footerRights: 'Všechna práva vyhrazena.',
  flowSteps: 'Kroky nákupu',
};

const de: AppTexts = {
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
  footerRights: 'Alle Rechte vorbehalten.',
  flowSteps: 'Kaufschritte',
};

const fi: AppTexts = {
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
  footerRights: 'Kaikki oikeudet pidätetään.',
  flowSteps: 'Oston vaiheet',
};

const it: AppTexts = {
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
  footerRights: 'Tutti i diritti riservati.',
  flowSteps: "Passaggi dell'acquisto",
};

const no: AppTexts = {
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
  footerRights: 'Alle rettigheter forbeholdt.',
  flowSteps: 'Kjøpstrinn',
};

export const app = { en, es, cz, de, fi, it, no } satisfies Record<LocaleCode, AppTexts>;
export type AppTextKey = keyof typeof en;
