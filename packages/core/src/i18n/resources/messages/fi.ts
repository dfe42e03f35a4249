import type { MessagesTexts } from './en.js';

/** Namespace `messages` in Finnish: every key of ./en.ts (the type checks it). */
export const fi: MessagesTexts = {
  errors: {
    registrationTokenExpired: 'Rekisteröintitunnus on vanhentunut!',
    merchantNotRecognized: 'Kauppiasta ei tunnistettu!',
    someProblemOccurred: 'Tapahtui virhe. Yritä myöhemmin uudelleen',
    serverProblem: 'Palvelimessa saattaa olla ongelma. Yritä myöhemmin uudelleen',
    pageNotFound: 'Sivua ei löytynyt.',
    unknownMiddleware: 'Tuntematon väliohjelmisto {{name}}',
  },
  errorPage: {
    heading: 'Etsimääsi sivua ei löydy.',
    unknownError: 'Pahoittelemme häiriötä. Sovelluksessa tapahtui tuntematon virhe.',
    renderFailed: 'Virhesivun näyttämisessä tapahtui virhe',
    backHome: 'Takaisin etusivulle',
  },
  guard: {
    merchantNotRecognizedOrSessionExpired: 'Kauppiasta ei tunnistettu tai istunto on vanhentunut. Tee uusi maksu.',
    sessionExpired: 'Istunto on vanhentunut. Tee uusi maksu.',
  },
  user: {
    emailNotFound: 'Antamaasi sähköpostiosoitetta ei ole olemassa.',
    invalidCode: 'Annoit virheellisen koodin. Yritä uudelleen.',
    invalidPassword: 'Annoit virheellisen salasanan. Yritä uudelleen.',
    regionNotServed: 'Valitettavasti emme tarjoa palvelujamme tällä alueella.',
    verifyMobileAndEmail: 'Vahvista matkapuhelinnumerosi ja sähköpostiosoitteesi',
    newPasswordSent: 'Sinulle on lähetetty uusi salasana',
    newSmsCodeSent: 'Uusi vahvistuskoodi lähetettiin tekstiviestinä puhelimeesi',
    accountVerified: 'Tilisi on vahvistettu onnistuneesti!',
    soldSuccessfully: 'Kolikkosi myytiin onnistuneesti',
  },
  sessionTimeout: {
    title: 'Istunto vanhentui',
    message: 'Olet kirjautuneena muilla laitteilla tai selaimilla. Kirjaudu uudelleen.',
    login: 'Kirjaudu',
  },
};
