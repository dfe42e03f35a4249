import type { UiTexts } from './en.js';

/** Namespace `ui` in Norwegian (Bokmål): every key of ./en.ts (the type checks it). */
export const no: UiTexts = {
  loading: 'Laster…',
  retry: 'Prøv igjen',
  loadMore: 'Last inn flere',
  cancel: 'Avbryt',
  copy: 'Kopier',
  copied: 'Kopiert',
  copyFailed: 'Kopiering mislyktes',
  rateLimited: 'For mange forsøk. Vent litt og prøv igjen.',
  networkError: 'Fikk ikke kontakt med serveren. Sjekk tilkoblingen og prøv igjen.',
  unexpectedError: 'Noe gikk galt. Prøv igjen.',
  stepUpTitle: 'Bekreft at det er deg',
  stepUpIntro: 'Av sikkerhetshensyn må du skrive inn passordet ditt eller en gyldig tofaktorkode for å fortsette.',
  stepUpPassword: 'Passord',
  stepUpCode: 'Eller en tofaktorkode',
  stepUpConfirm: 'Bekreft',
  stepUpMissing: 'Skriv inn passordet ditt eller en kode.',
  close: 'Lukk',
  notifications: 'Varsler',
  steps: 'Trinn {{current}} av {{total}}',
  openMenu: 'Åpne menyen',
  closeMenu: 'Lukk menyen',
  collapseSidebar: 'Skjul sidepanelet',
  expandSidebar: 'Vis sidepanelet',
  skipToContent: 'Gå til hovedinnholdet',
  forbiddenTitle: 'Du har ikke tilgang til denne siden.',
  forbiddenMessage:
    'Kontoen din har ikke tillatelsen denne siden krever. Hvis du mener at den burde ha det, kontakt kundestøtte.',
};
