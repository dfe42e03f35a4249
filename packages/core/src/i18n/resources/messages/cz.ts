import type { MessagesTexts } from './en.js';

/** Namespace `messages` in Czech: every key of ./en.ts (the type checks it). */
export const cz: MessagesTexts = {
  errors: {
    registrationTokenExpired: 'Platnost registračního tokenu vypršela!',
    merchantNotRecognized: 'Obchodník nebyl rozpoznán!',
    someProblemOccurred: 'Došlo k problému. Zkuste to prosím později',
    serverProblem: 'Na serveru může být problém. Zkuste to prosím později',
    pageNotFound: 'Tuto stránku se nepodařilo najít.',
    unknownMiddleware: 'Neznámý middleware {{name}}',
  },
  errorPage: {
    heading: 'Stránku, kterou hledáte, se nám nepodařilo najít.',
    unknownError: 'Omlouváme se za potíže. V aplikaci došlo k neznámé chybě.',
    renderFailed: 'Při zobrazování chybové stránky došlo k chybě',
    backHome: 'Zpět na úvod',
  },
  guard: {
    merchantNotRecognizedOrSessionExpired:
      'Obchodník nebyl rozpoznán nebo vypršela relace. Proveďte prosím novou transakci.',
    sessionExpired: 'Relace vypršela. Proveďte prosím novou transakci.',
  },
  user: {
    emailNotFound: 'Zadaná e-mailová adresa neexistuje.',
    invalidCode: 'Zadali jste neplatný kód. Zkuste to prosím znovu.',
    invalidPassword: 'Zadali jste neplatné heslo. Zkuste to prosím znovu.',
    regionNotServed: 'Bohužel v tomto regionu naše služby neposkytujeme.',
    verifyMobileAndEmail: 'Ověřte prosím svůj mobil a e-mail',
    newPasswordSent: 'Poslali jsme vám nové heslo',
    newSmsCodeSent: 'Na váš mobil byl odeslán nový ověřovací kód SMS',
    accountVerified: 'Úspěšně jste ověřili svůj účet!',
    soldSuccessfully: 'Vaše mince byly úspěšně prodány',
  },
  sessionTimeout: {
    title: 'Relace vypršela',
    message: 'Jste přihlášeni na jiných zařízeních nebo v jiných prohlížečích. Přihlaste se prosím znovu.',
    login: 'Přihlásit se',
  },
};
