import type { MessagesTexts } from './en.js';

/** Namespace `messages` in Italian: every key of ./en.ts (the type checks it). */
export const it: MessagesTexts = {
  errors: {
    registrationTokenExpired: 'Token di registrazione scaduto!',
    merchantNotRecognized: 'Esercente non riconosciuto!',
    someProblemOccurred: 'Si è verificato un problema. Riprova più tardi',
    serverProblem: 'Potrebbe esserci un problema con il server. Riprova più tardi',
    pageNotFound: 'Impossibile trovare questa pagina.',
    unknownMiddleware: 'Middleware sconosciuto {{name}}',
  },
  errorPage: {
    heading: 'Non riusciamo a trovare la pagina che stai cercando.',
    unknownError: "Ci scusiamo per l'inconveniente. L'applicazione ha riscontrato un errore sconosciuto.",
    renderFailed: 'Si è verificato un errore durante la visualizzazione della pagina di errore',
    backHome: 'Torna alla home',
  },
  guard: {
    merchantNotRecognizedOrSessionExpired:
      'Esercente non riconosciuto o sessione scaduta. Effettua una nuova transazione.',
    sessionExpired: 'Sessione scaduta. Effettua una nuova transazione.',
  },
  user: {
    emailNotFound: "L'indirizzo email che hai inserito non esiste.",
    invalidCode: 'Hai inserito un codice non valido. Riprova.',
    invalidPassword: 'Hai inserito una password non valida. Riprova.',
    regionNotServed: 'Purtroppo non offriamo i nostri servizi in questa regione.',
    verifyMobileAndEmail: 'Verifica il tuo cellulare e la tua email',
    newPasswordSent: 'Ti abbiamo inviato una nuova password',
    newSmsCodeSent: 'Un nuovo codice di verifica via SMS è stato inviato al tuo cellulare',
    accountVerified: 'Hai verificato il tuo account con successo!',
    soldSuccessfully: 'Le tue monete sono state vendute con successo',
  },
  sessionTimeout: {
    title: 'Sessione scaduta',
    message: 'Hai effettuato l’accesso su altri dispositivi o browser. Accedi di nuovo.',
    login: 'Accedi',
  },
};
