import type { MessagesTexts } from './en.js';

/** Namespace `messages` in German: every key of ./en.ts (the type checks it). */
export const de: MessagesTexts = {
  errors: {
    registrationTokenExpired: 'Registrierungstoken abgelaufen!',
    merchantNotRecognized: 'Händler nicht erkannt!',
    someProblemOccurred: 'Es ist ein Problem aufgetreten. Bitte versuchen Sie es später erneut',
    serverProblem: 'Möglicherweise gibt es ein Problem mit dem Server. Bitte versuchen Sie es später erneut',
    pageNotFound: 'Diese Seite konnte nicht gefunden werden.',
    unknownMiddleware: 'Unbekannte Middleware {{name}}',
  },
  errorPage: {
    heading: 'Wir können die gesuchte Seite leider nicht finden.',
    unknownError: 'Wir bitten um Entschuldigung. In der Anwendung ist ein unbekannter Fehler aufgetreten.',
    renderFailed: 'Beim Anzeigen der Fehlerseite ist ein Fehler aufgetreten',
    backHome: 'Zur Startseite',
  },
  guard: {
    merchantNotRecognizedOrSessionExpired:
      'Händler nicht erkannt oder Sitzung abgelaufen. Bitte führen Sie eine neue Transaktion durch.',
    sessionExpired: 'Sitzung abgelaufen. Bitte führen Sie eine neue Transaktion durch.',
  },
  user: {
    emailNotFound: 'Die eingegebene E-Mail-Adresse existiert nicht.',
    invalidCode: 'Sie haben einen ungültigen Code eingegeben. Bitte versuchen Sie es erneut.',
    invalidPassword: 'Sie haben ein ungültiges Passwort eingegeben. Bitte versuchen Sie es erneut.',
    regionNotServed: 'Leider bieten wir unsere Dienste in dieser Region nicht an.',
    verifyMobileAndEmail: 'Bitte bestätigen Sie Ihre Mobilnummer und E-Mail-Adresse',
    newPasswordSent: 'Wir haben Ihnen ein neues Passwort gesendet',
    newSmsCodeSent: 'Ein neuer SMS-Bestätigungscode wurde an Ihr Mobiltelefon gesendet',
    accountVerified: 'Sie haben Ihr Konto erfolgreich verifiziert!',
    soldSuccessfully: 'Ihre Coins wurden erfolgreich verkauft',
  },
  sessionTimeout: {
    title: 'Sitzung abgelaufen',
    message: 'Sie sind auf anderen Geräten oder in anderen Browsern angemeldet. Bitte melden Sie sich erneut an.',
    login: 'Anmelden',
  },
};
