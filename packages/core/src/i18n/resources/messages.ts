import type { LocaleCode } from '../locales.js';
import type { Translation } from './shape.js';

/**
 * Namespace `messages`: the error catalogue and user messages of spec §8, the guard messages of
 * §4/§5, the error page and the Session Timeout modal. English is the spec's wording verbatim
 * (including its capitalisation and grammar).
 */
const en = {
  errors: {
    registrationTokenExpired: 'Registration token Expired!',
    merchantNotRecognized: 'Merchant not recognized!',
    someProblemOccurred: 'Some problem occurred. please try again later',
    serverProblem: 'There may be a problem with the server. please try again later',
    pageNotFound: 'This page could not be found.',
    unknownMiddleware: 'Unknown middleware {{name}}',
  },
  errorPage: {
    heading: "We're unable to find the page you're looking for.",
    unknownError: 'We are very sorry for inconvenience. The application has encountered an unknown error.',
    renderFailed: 'An error occurred while showing the error page',
    backHome: 'Back to home',
  },
  guard: {
    merchantNotRecognizedOrSessionExpired:
      'Merchant not recognized or Session Expired Please Make another transaction.',
    sessionExpired: 'Session Expired Please Make another transaction.',
  },
  user: {
    emailNotFound: "The email address that you've entered doesn't exists.",
    invalidCode: 'You have entered an invalid code, Please try again.',
    invalidPassword: 'You have entered an invalid password, Please try again.',
    regionNotServed: 'Unfortunately we do not provide our services for this region.',
    verifyMobileAndEmail: 'Please Verify Your Mobile And Email',
    newPasswordSent: 'A new password sent to you',
    newSmsCodeSent: 'A new sms verification code was sent to your mobile',
    accountVerified: 'You have successfully verified your account!',
    soldSuccessfully: 'Your coins were sold successfully',
  },
  sessionTimeout: {
    title: 'Session Timeout',
    message: 'You are logged in on other devices or browsers. Please login again.',
    login: 'Login',
  },
};

export const messages: Record<LocaleCode, Translation<typeof en>> = {
  en,
  es: {
    errors: {
      registrationTokenExpired: '¡El token de registro ha caducado!',
      merchantNotRecognized: '¡Comercio no reconocido!',
      someProblemOccurred: 'Se ha producido un problema. Inténtalo de nuevo más tarde',
      serverProblem: 'Puede que haya un problema con el servidor. Inténtalo de nuevo más tarde',
      pageNotFound: 'No se ha podido encontrar esta página.',
      unknownMiddleware: 'Middleware desconocido {{name}}',
    },
    errorPage: {
      heading: 'No podemos encontrar la página que buscas.',
      unknownError: 'Lamentamos mucho las molestias. La aplicación ha encontrado un error desconocido.',
      renderFailed: 'Se ha producido un error al mostrar la página de error',
      backHome: 'Volver al inicio',
    },
    guard: {
      merchantNotRecognizedOrSessionExpired: 'Comercio no reconocido o sesión caducada. Realiza otra transacción.',
      sessionExpired: 'La sesión ha caducado. Realiza otra transacción.',
    },
    user: {
      emailNotFound: 'La dirección de correo electrónico que has introducido no existe.',
      invalidCode: 'Has introducido un código no válido. Inténtalo de nuevo.',
      invalidPassword: 'Has introducido una contraseña no válida. Inténtalo de nuevo.',
      regionNotServed: 'Lamentablemente no ofrecemos nuestros servicios en esta región.',
      verifyMobileAndEmail: 'Verifica tu móvil y tu correo electrónico',
      newPasswordSent: 'Te hemos enviado una nueva contraseña',
      newSmsCodeSent: 'Se ha enviado un nuevo código de verificación por SMS a tu móvil',
      accountVerified: '¡Has verificado tu cuenta correctamente!',
      soldSuccessfully: 'Tus monedas se han vendido correctamente',
    },
    sessionTimeout: {
      title: 'Sesión caducada',
      message: 'Has iniciado sesión en otros dispositivos o navegadores. Vuelve a iniciar sesión.',
      login: 'Iniciar sesión',
    },
  },
  cz: {
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
  },
  de: {
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
  },
  fi: {
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
  },
  it: {
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
  },
  no: {
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
  },
};
