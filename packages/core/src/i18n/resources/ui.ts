import type { LocaleCode } from '../locales.js';

/**
 * Texts of the members-app's shared UI (namespace `ui`): loading and failure states, copy buttons,
 * the step-up confirmation and the generic failure texts. Loaded with the pages that show them
 * (the app's first bundle does not carry them). Every key in every locale.
 */
const en = {
  loading: 'Loading…',
  retry: 'Try again',
  loadMore: 'Load more',
  cancel: 'Cancel',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  rateLimited: 'Too many attempts. Please wait a moment and try again.',
  networkError: 'The server could not be reached. Please check your connection and try again.',
  unexpectedError: 'Something went wrong. Please try again.',
  stepUpTitle: 'Confirm it is you',
  stepUpIntro: 'For your security, enter your password or a current two-factor code to continue.',
  stepUpPassword: 'Password',
  stepUpCode: 'Or a two-factor code',
  stepUpConfirm: 'Confirm',
  stepUpMissing: 'Enter your password or a code.',
};

type UiTexts = Record<keyof typeof en, string>;

const es: UiTexts = {
  loading: 'Cargando…',
  retry: 'Reintentar',
  loadMore: 'Cargar más',
  cancel: 'Cancelar',
  copy: 'Copiar',
  copied: 'Copiado',
  copyFailed: 'No se pudo copiar',
  rateLimited: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  networkError: 'No se pudo contactar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
  unexpectedError: 'Algo ha salido mal. Inténtalo de nuevo.',
  stepUpTitle: 'Confirma que eres tú',
  stepUpIntro: 'Por tu seguridad, introduce tu contraseña o un código de dos pasos actual para continuar.',
  stepUpPassword: 'Contraseña',
  stepUpCode: 'O un código de dos pasos',
  stepUpConfirm: 'Confirmar',
  stepUpMissing: 'Introduce tu contraseña o un código.',
};

const cz: UiTexts = {
  loading: 'Načítání…',
  retry: 'Zkusit znovu',
  loadMore: 'Načíst další',
  cancel: 'Zrušit',
  copy: 'Kopírovat',
  copied: 'Zkopírováno',
  copyFailed: 'Kopírování selhalo',
  rateLimited: 'Příliš mnoho pokusů. Chvíli počkejte a zkuste to znovu.',
  networkError: 'Server není dostupný. Zkontrolujte připojení a zkuste to znovu.',
  unexpectedError: 'Něco se pokazilo. Zkuste to prosím znovu.',
  stepUpTitle: 'Potvrďte, že jste to vy',
  stepUpIntro: 'Pro vaši bezpečnost pokračujte zadáním hesla nebo aktuálního kódu dvoufázového ověření.',
  stepUpPassword: 'Heslo',
  stepUpCode: 'Nebo kód dvoufázového ověření',
  stepUpConfirm: 'Potvrdit',
  stepUpMissing: 'Zadejte heslo nebo kód.',
};

const de: UiTexts = {
  loading: 'Wird geladen…',
  retry: 'Erneut versuchen',
  loadMore: 'Mehr laden',
  cancel: 'Abbrechen',
  copy: 'Kopieren',
  copied: 'Kopiert',
  copyFailed: 'Kopieren fehlgeschlagen',
  rateLimited: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  networkError: 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  unexpectedError: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  stepUpTitle: 'Bestätigen Sie, dass Sie es sind',
  stepUpIntro: 'Geben Sie zu Ihrer Sicherheit Ihr Passwort oder einen aktuellen Zwei-Faktor-Code ein, um fortzufahren.',
  stepUpPassword: 'Passwort',
  stepUpCode: 'Oder ein Zwei-Faktor-Code',
  stepUpConfirm: 'Bestätigen',
  stepUpMissing: 'Geben Sie Ihr Passwort oder einen Code ein.',
};

const fi: UiTexts = {
  loading: 'Ladataan…',
  retry: 'Yritä uudelleen',
  loadMore: 'Lataa lisää',
  cancel: 'Peruuta',
  copy: 'Kopioi',
  copied: 'Kopioitu',
  copyFailed: 'Kopiointi epäonnistui',
  rateLimited: 'Liian monta yritystä. Odota hetki ja yritä uudelleen.',
  networkError: 'Palvelimeen ei saatu yhteyttä. Tarkista yhteytesi ja yritä uudelleen.',
  unexpectedError: 'Jokin meni vikaan. Yritä uudelleen.',
  stepUpTitle: 'Vahvista henkilöllisyytesi',
  stepUpIntro:
    'Turvallisuutesi vuoksi anna salasanasi tai voimassa oleva kaksivaiheisen tunnistautumisen koodi jatkaaksesi.',
  stepUpPassword: 'Salasana',
  stepUpCode: 'Tai kaksivaiheisen tunnistautumisen koodi',
  stepUpConfirm: 'Vahvista',
  stepUpMissing: 'Anna salasanasi tai koodi.',
};

const it: UiTexts = {
  loading: 'Caricamento…',
  retry: 'Riprova',
  loadMore: 'Carica altro',
  cancel: 'Annulla',
  copy: 'Copia',
  copied: 'Copiato',
  copyFailed: 'Copia non riuscita',
  rateLimited: 'Troppi tentativi. Attendi un momento e riprova.',
  networkError: 'Impossibile raggiungere il server. Controlla la connessione e riprova.',
  unexpectedError: 'Qualcosa è andato storto. Riprova.',
  stepUpTitle: 'Conferma che sei tu',
  stepUpIntro: 'Per la tua sicurezza, inserisci la password o un codice a due fattori valido per continuare.',
  stepUpPassword: 'Password',
  stepUpCode: 'Oppure un codice a due fattori',
  stepUpConfirm: 'Conferma',
  stepUpMissing: 'Inserisci la password o un codice.',
};

const no: UiTexts = {
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
};

export const ui = { en, es, cz, de, fi, it, no } satisfies Record<LocaleCode, UiTexts>;
