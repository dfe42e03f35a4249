import type { MessagesTexts } from './en.js';

/** Namespace `messages` in Norwegian (Bokmål): every key of ./en.ts (the type checks it). */
export const no: MessagesTexts = {
  errors: {
    registrationTokenExpired: 'Registreringstokenet er utløpt!',
    merchantNotRecognized: 'Brukerstedet ble ikke gjenkjent!',
    someProblemOccurred: 'Det oppstod et problem. Prøv igjen senere',
    serverProblem: 'Det kan være et problem med serveren. Prøv igjen senere',
    pageNotFound: 'Denne siden ble ikke funnet.',
    unknownMiddleware: 'Ukjent mellomvare {{name}}',
  },
  errorPage: {
    heading: 'Vi finner ikke siden du leter etter.',
    unknownError: 'Vi beklager ulempen. Applikasjonen har støtt på en ukjent feil.',
    renderFailed: 'Det oppstod en feil under visning av feilsiden',
    backHome: 'Tilbake til forsiden',
  },
  guard: {
    merchantNotRecognizedOrSessionExpired:
      'Brukerstedet ble ikke gjenkjent, eller økten er utløpt. Gjør en ny transaksjon.',
    sessionExpired: 'Økten er utløpt. Gjør en ny transaksjon.',
  },
  user: {
    emailNotFound: 'E-postadressen du har skrevet inn, finnes ikke.',
    invalidCode: 'Du har skrevet inn en ugyldig kode. Prøv igjen.',
    invalidPassword: 'Du har skrevet inn et ugyldig passord. Prøv igjen.',
    regionNotServed: 'Dessverre tilbyr vi ikke tjenestene våre i denne regionen.',
    verifyMobileAndEmail: 'Bekreft mobilnummeret og e-postadressen din',
    newPasswordSent: 'Vi har sendt deg et nytt passord',
    newSmsCodeSent: 'En ny bekreftelseskode er sendt på SMS til mobilen din',
    accountVerified: 'Kontoen din er bekreftet!',
    soldSuccessfully: 'Myntene dine ble solgt',
  },
  sessionTimeout: {
    title: 'Økten er utløpt',
    message: 'Du er logget inn på andre enheter eller nettlesere. Logg inn på nytt.',
    login: 'Logg inn',
  },
};
