import { pluralFor, type NotifyCopy } from '../copy.js';

// Norwegian Bokmål (the spec's no; Intl tag nb).
const minutes = (count: number) => pluralFor('nb', count, { one: `${count} minutt`, other: `${count} minutter` });
const hours = (count: number) => pluralFor('nb', count, { one: `${count} time`, other: `${count} timer` });

export const no: NotifyCopy = {
  layout: {
    antiPhishingLabel: 'Din anti-phishing-kode',
    antiPhishingHint: (brand) =>
      `Alle ekte e-poster fra ${brand} viser denne koden. Hvis den mangler eller er annerledes, ikke klikk på noen lenker, og kontakt kundestøtten.`,
    automatedNotice: (brand) => `Dette er en automatisk melding fra ${brand}. Ikke svar på den.`,
    support: (email) => `Trenger du hjelp? Skriv til ${email}.`,
    linkFallback: 'Hvis knappen ikke virker, kopier denne lenken inn i nettleseren:',
    testModeSubjectPrefix: '[TESTMODUS]',
    testModeNotice: (brand) =>
      `TESTMODUS: denne meldingen kommer fra en testinstallasjon av ${brand}. Ingen ekte penger flyttes, og ingenting i den er ekte.`,
  },
  code: {
    neverShare: (brand) => `Del aldri denne koden med noen, heller ikke med ansatte i ${brand}.`,
    expires: (count) => `Koden utløper om ${minutes(count)}.`,
    ignore: 'Hvis du ikke ba om dette, kan du se bort fra denne e-posten.',
  },
  emailVerificationCode: {
    subject: (brand) => `Din bekreftelseskode for e-post fra ${brand}`,
    heading: 'Bekreft e-postadressen din',
    intro: 'Skriv inn denne koden for å bekrefte e-postadressen din:',
  },
  smsVerificationCode: {
    text: (brand, code) => `${brand}: bekreftelseskoden din er ${code}. Ikke del den med noen.`,
  },
  loginCode: {
    subject: (brand) => `Din innloggingskode for ${brand}`,
    heading: 'Innloggingskoden din',
    intro: 'Skriv inn denne koden for å fullføre innloggingen:',
  },
  passwordReset: {
    subject: (brand) => `Tilbakestill passordet ditt for ${brand}`,
    heading: 'Tilbakestill passordet ditt',
    intro:
      'Vi har mottatt en forespørsel om å tilbakestille passordet til kontoen din. Lenken nedenfor kan bare brukes én gang.',
    action: 'Tilbakestill passord',
    expires: (count) => `Lenken utløper om ${minutes(count)}.`,
  },
  securityChanged: {
    subject: {
      password: (brand) => `Passordet ditt for ${brand} er endret`,
      email: (brand) => `E-postadressen din for ${brand} er endret`,
      two_factor: (brand) => `Tofaktorautentiseringen din for ${brand} er endret`,
    },
    intro: {
      password: 'Passordet til kontoen din er endret.',
      email: 'E-postadressen til kontoen din er endret.',
      two_factor: 'Innstillingene for tofaktorautentisering (2FA) på kontoen din er endret.',
    },
    withdrawalLock: (count) => `Av sikkerhetshensyn er uttak sperret i ${hours(count)}.`,
    notYou: (brand) => `Hvis du ikke gjorde denne endringen, kontakt kundestøtten til ${brand} med en gang.`,
  },
  loginAlert: {
    subject: (brand) => `Ny innlogging på ${brand}-kontoen din`,
    heading: 'Ny innlogging oppdaget',
    intro: 'Noen logget inn på kontoen din fra en ny enhet eller et nytt land:',
    time: 'Tidspunkt',
    ip: 'IP-adresse',
    country: 'Land',
    device: 'Enhet',
    notYou: (brand) => `Hvis dette ikke var deg, endre passordet ditt nå og kontakt kundestøtten til ${brand}.`,
  },
  kycOutcome: {
    subject: {
      approved: (brand) => `${brand}-kontoen din er verifisert`,
      rejected: (brand) => `Vi kunne ikke bekrefte identiteten din hos ${brand}`,
    },
    approvedNext: 'Du kan nå bruke alle funksjonene i kontoen din.',
    rejectedIntro: 'Vi kunne ikke bekrefte identiteten din med dokumentene du sendte.',
    reason: 'Årsak',
    tryAgain: 'Du kan sende nye dokumenter fra siden Kontoverifisering.',
  },
  paymentLink: {
    subject: (merchant) => `Betalingsforespørsel fra ${merchant}`,
    heading: 'Du har mottatt en betalingsforespørsel',
    intro: (merchant) => `${merchant} har sendt deg en betalingslenke.`,
    amount: 'Beløp',
    product: 'Produkt',
    action: 'Betal nå',
  },
  depositReceived: {
    subject: (amount) => `Innskudd mottatt: ${amount}`,
    heading: 'Innskuddet ditt har kommet',
    intro: (brand) => `Innskuddet ditt er bekreftet på blokkjeden og godskrevet ${brand}-lommeboken din.`,
    amount: 'Beløp',
    txid: 'Transaksjons-ID',
    confirmations: 'Bekreftelser',
    seeWallet: 'Du finner det i transaksjonslisten i lommeboken din.',
  },
  webhookDisabled: {
    subject: (merchant) => `Webhook deaktivert for ${merchant}`,
    heading: 'Webhook-endepunktet ditt ble deaktivert',
    intro: 'Vi har sluttet å sende betalingshendelser til webhook-endepunktet ditt.',
    url: 'Endepunkt',
    reason: 'Årsak',
    reasons: { gone: 'Det svarte 410 Gone, som betyr at endepunktet ikke finnes lenger.' },
    time: 'Deaktivert',
    nextSteps:
      'Ingen hendelser sendes mens endepunktet er deaktivert. Når det fungerer igjen, aktiverer du det i widget-innstillingene i forhandlerområdet og sender hendelsene du gikk glipp av på nytt fra leveringsloggen.',
  },
};
