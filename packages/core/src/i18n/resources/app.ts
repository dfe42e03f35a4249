import type { LocaleCode } from '../locales.js';

/** Texts of the members-app shell (namespace `app`). Every key in every locale. */
export const app = {
  en: { notAvailableYet: 'This part of the platform is not available yet.' },
  es: { notAvailableYet: 'Esta parte de la plataforma aún no está disponible.' },
  cz: { notAvailableYet: 'Tato část platformy zatím není k dispozici.' },
  de: { notAvailableYet: 'Dieser Teil der Plattform ist noch nicht verfügbar.' },
  fi: { notAvailableYet: 'Tämä alustan osa ei ole vielä käytettävissä.' },
  it: { notAvailableYet: 'Questa parte della piattaforma non è ancora disponibile.' },
  no: { notAvailableYet: 'Denne delen av plattformen er ikke tilgjengelig ennå.' },
} satisfies Record<LocaleCode, Record<string, string>>;
