import { pluralFor, type NotifyCopy } from '../copy.js';

const minutes = (count: number) => pluralFor('de', count, { one: `${count} Minute`, other: `${count} Minuten` });
const hours = (count: number) => pluralFor('de', count, { one: `${count} Stunde`, other: `${count} Stunden` });

export const de: NotifyCopy = {
  layout: {
    antiPhishingLabel: 'Ihr Anti-Phishing-Code',
    antiPhishingHint: (brand) =>
      `Jede echte E-Mail von ${brand} enthält diesen Code. Fehlt er oder weicht er ab, klicken Sie auf keinen Link und wenden Sie sich an den Support.`,
    automatedNotice: (brand) => `Dies ist eine automatische Nachricht von ${brand}. Bitte antworten Sie nicht darauf.`,
    support: (email) => `Brauchen Sie Hilfe? Schreiben Sie an ${email}.`,
    linkFallback: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    testModeSubjectPrefix: '[TESTMODUS]',
    testModeNotice: (brand) =>
      `TESTMODUS: Diese Nachricht stammt aus einer Testinstallation von ${brand}. Es wird kein echtes Geld bewegt, und nichts darin ist echt.`,
  },
  code: {
    neverShare: (brand) => `Geben Sie diesen Code niemals weiter, auch nicht an Mitarbeiter von ${brand}.`,
    expires: (count) => `Der Code läuft in ${minutes(count)} ab.`,
    ignore: 'Wenn Sie dies nicht angefordert haben, können Sie diese E-Mail ignorieren.',
  },
  emailVerificationCode: {
    subject: (brand) => `Ihr E-Mail-Bestätigungscode für ${brand}`,
    heading: 'Bestätigen Sie Ihre E-Mail-Adresse',
    intro: 'Geben Sie diesen Code ein, um Ihre E-Mail-Adresse zu bestätigen:',
  },
  smsVerificationCode: {
    text: (brand, code) => `${brand}: Ihr Bestätigungscode lautet ${code}. Geben Sie ihn niemals weiter.`,
  },
  loginCode: {
    subject: (brand) => `Ihr Anmeldecode für ${brand}`,
    heading: 'Ihr Anmeldecode',
    intro: 'Geben Sie diesen Code ein, um die Anmeldung abzuschließen:',
  },
  passwordReset: {
    subject: (brand) => `Setzen Sie Ihr Passwort für ${brand} zurück`,
    heading: 'Passwort zurücksetzen',
    intro:
      'Wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen. Der folgende Link kann nur einmal verwendet werden.',
    action: 'Passwort zurücksetzen',
    expires: (count) => `Der Link läuft in ${minutes(count)} ab.`,
  },
  securityChanged: {
    subject: {
      password: (brand) => `Ihr Passwort für ${brand} wurde geändert`,
      email: (brand) => `Ihre E-Mail-Adresse für ${brand} wurde geändert`,
      two_factor: (brand) => `Ihre Zwei-Faktor-Authentifizierung für ${brand} wurde geändert`,
    },
    intro: {
      password: 'Das Passwort Ihres Kontos wurde geändert.',
      email: 'Die E-Mail-Adresse Ihres Kontos wurde geändert.',
      two_factor: 'Die Einstellungen der Zwei-Faktor-Authentifizierung (2FA) Ihres Kontos wurden geändert.',
    },
    withdrawalLock: (count) => `Zu Ihrer Sicherheit sind Auszahlungen für ${hours(count)} gesperrt.`,
    notYou: (brand) =>
      `Wenn Sie diese Änderung nicht vorgenommen haben, wenden Sie sich sofort an den Support von ${brand}.`,
  },
  loginAlert: {
    subject: (brand) => `Neue Anmeldung bei Ihrem ${brand}-Konto`,
    heading: 'Neue Anmeldung erkannt',
    intro: 'Bei Ihrem Konto hat sich jemand von einem neuen Gerät oder aus einem neuen Land angemeldet:',
    time: 'Zeit',
    ip: 'IP-Adresse',
    country: 'Land',
    device: 'Gerät',
    notYou: (brand) =>
      `Wenn Sie das nicht waren, ändern Sie jetzt Ihr Passwort und wenden Sie sich an den Support von ${brand}.`,
  },
  kycOutcome: {
    subject: {
      approved: (brand) => `Ihr ${brand}-Konto ist verifiziert`,
      rejected: (brand) => `Ihre Identitätsprüfung bei ${brand} war nicht erfolgreich`,
    },
    approvedNext: 'Sie können jetzt alle Funktionen Ihres Kontos nutzen.',
    rejectedIntro: 'Wir konnten Ihre Identität mit den eingereichten Dokumenten nicht bestätigen.',
    reason: 'Grund',
    tryAgain: 'Sie können auf der Seite „Konto verifizieren“ neue Dokumente einreichen.',
  },
  paymentLink: {
    subject: (merchant) => `Zahlungsanforderung von ${merchant}`,
    heading: 'Sie haben eine Zahlungsanforderung erhalten',
    intro: (merchant) => `${merchant} hat Ihnen einen Zahlungslink gesendet.`,
    amount: 'Betrag',
    product: 'Produkt',
    action: 'Jetzt bezahlen',
  },
  depositReceived: {
    subject: (amount) => `Einzahlung eingegangen: ${amount}`,
    heading: 'Ihre Einzahlung ist angekommen',
    intro: (brand) => `Ihre Einzahlung wurde auf der Blockchain bestätigt und Ihrem ${brand}-Wallet gutgeschrieben.`,
    amount: 'Betrag',
    txid: 'Transaktions-ID',
    confirmations: 'Bestätigungen',
    seeWallet: 'Sie finden sie in der Transaktionsliste Ihres Wallets.',
  },
  webhookDisabled: {
    subject: (merchant) => `Webhook für ${merchant} deaktiviert`,
    heading: 'Ihr Webhook-Endpunkt wurde deaktiviert',
    intro: 'Wir senden keine Zahlungsereignisse mehr an Ihren Webhook-Endpunkt.',
    url: 'Endpunkt',
    reason: 'Grund',
    reasons: { gone: 'Er hat mit 410 Gone geantwortet, der Endpunkt existiert also nicht mehr.' },
    time: 'Deaktiviert am',
    nextSteps:
      'Solange der Endpunkt deaktiviert ist, werden keine Ereignisse gesendet. Sobald er wieder funktioniert, aktivieren Sie ihn in den Widget-Einstellungen Ihres Händlerbereichs und senden Sie verpasste Ereignisse aus dem Zustellprotokoll erneut.',
  },
};
