import { pluralFor, type NotifyCopy } from '../copy.js';

// Czech (the spec's cz; Intl tag cs). Numbers take the accusative after "za"/"na": 1 minutu, 2 minuty, 5 minut.
const minutes = (count: number) =>
  pluralFor('cs', count, { one: `${count} minutu`, few: `${count} minuty`, other: `${count} minut` });
const hours = (count: number) =>
  pluralFor('cs', count, { one: `${count} hodinu`, few: `${count} hodiny`, other: `${count} hodin` });

export const cz: NotifyCopy = {
  layout: {
    antiPhishingLabel: 'Váš anti-phishingový kód',
    antiPhishingHint: (brand) =>
      `Každý pravý e-mail ze služby ${brand} obsahuje tento kód. Pokud chybí nebo je jiný, neklikejte na žádný odkaz a kontaktujte podporu.`,
    automatedNotice: (brand) => `Toto je automatická zpráva ze služby ${brand}. Neodpovídejte na ni, prosím.`,
    support: (email) => `Potřebujete pomoc? Napište na ${email}.`,
    linkFallback: 'Pokud tlačítko nefunguje, zkopírujte tento odkaz do prohlížeče:',
    testModeSubjectPrefix: '[TESTOVACÍ REŽIM]',
    testModeNotice: (brand) =>
      `TESTOVACÍ REŽIM: tato zpráva pochází z testovací instalace ${brand}. Nepohybují se žádné skutečné peníze a nic v ní není skutečné.`,
  },
  code: {
    neverShare: (brand) => `Tento kód nikdy nikomu nesdělujte, ani pracovníkům služby ${brand}.`,
    expires: (count) => `Platnost kódu vyprší za ${minutes(count)}.`,
    ignore: 'Pokud jste o nic nežádali, můžete tento e-mail ignorovat.',
  },
  emailVerificationCode: {
    subject: (brand) => `Váš ověřovací kód e-mailu pro ${brand}`,
    heading: 'Ověřte svou e-mailovou adresu',
    intro: 'Zadejte tento kód pro ověření své e-mailové adresy:',
  },
  smsVerificationCode: {
    text: (brand, code) => `${brand}: váš ověřovací kód je ${code}. Nikomu ho nesdělujte.`,
  },
  loginCode: {
    subject: (brand) => `Váš přihlašovací kód pro ${brand}`,
    heading: 'Váš přihlašovací kód',
    intro: 'Zadejte tento kód pro dokončení přihlášení:',
  },
  passwordReset: {
    subject: (brand) => `Obnovení hesla pro ${brand}`,
    heading: 'Obnovte své heslo',
    intro: 'Obdrželi jsme žádost o obnovení hesla k vašemu účtu. Níže uvedený odkaz lze použít pouze jednou.',
    action: 'Obnovit heslo',
    expires: (count) => `Platnost odkazu vyprší za ${minutes(count)}.`,
  },
  securityChanged: {
    subject: {
      password: (brand) => `Vaše heslo pro ${brand} bylo změněno`,
      email: (brand) => `Vaše e-mailová adresa pro ${brand} byla změněna`,
      two_factor: (brand) => `Nastavení dvoufázového ověření pro ${brand} bylo změněno`,
    },
    intro: {
      password: 'Heslo k vašemu účtu bylo změněno.',
      email: 'E-mailová adresa vašeho účtu byla změněna.',
      two_factor: 'Nastavení dvoufázového ověření (2FA) vašeho účtu bylo změněno.',
    },
    withdrawalLock: (count) => `Z bezpečnostních důvodů jsou výběry zablokovány na ${hours(count)}.`,
    notYou: (brand) => `Pokud jste tuto změnu neprovedli, okamžitě kontaktujte podporu služby ${brand}.`,
  },
  loginAlert: {
    subject: (brand) => `Nové přihlášení k vašemu účtu ${brand}`,
    heading: 'Zjištěno nové přihlášení',
    intro: 'K vašemu účtu se někdo přihlásil z nového zařízení nebo z nové země:',
    time: 'Čas',
    ip: 'IP adresa',
    country: 'Země',
    device: 'Zařízení',
    notYou: (brand) => `Pokud jste to nebyli vy, ihned si změňte heslo a kontaktujte podporu služby ${brand}.`,
  },
  kycOutcome: {
    subject: {
      approved: (brand) => `Váš účet ${brand} je ověřen`,
      rejected: (brand) => `Ověření vaší totožnosti u ${brand} se nezdařilo`,
    },
    approvedNext: 'Nyní můžete využívat všechny funkce svého účtu.',
    rejectedIntro: 'Z dokladů, které jste poslali, se nám vaši totožnost nepodařilo ověřit.',
    reason: 'Důvod',
    tryAgain: 'Nové doklady můžete poslat na stránce Ověření účtu.',
  },
  paymentLink: {
    subject: (merchant) => `Žádost o platbu od obchodníka ${merchant}`,
    heading: 'Obdrželi jste žádost o platbu',
    intro: (merchant) => `Obchodník ${merchant} vám poslal platební odkaz.`,
    amount: 'Částka',
    product: 'Produkt',
    action: 'Zaplatit nyní',
  },
  depositReceived: {
    subject: (amount) => `Vklad přijat: ${amount}`,
    heading: 'Váš vklad dorazil',
    intro: (brand) => `Váš vklad byl potvrzen na blockchainu a připsán do vaší peněženky ${brand}.`,
    amount: 'Částka',
    txid: 'ID transakce',
    confirmations: 'Potvrzení',
    seeWallet: 'Najdete ho v seznamu transakcí své peněženky.',
  },
  webhookDisabled: {
    subject: (merchant) => `Webhook obchodníka ${merchant} byl vypnut`,
    heading: 'Váš webhookový endpoint byl vypnut',
    intro: 'Přestali jsme na váš webhookový endpoint posílat platební události.',
    url: 'Adresa endpointu',
    reason: 'Důvod',
    reasons: { gone: 'Odpověděl 410 Gone, což znamená, že endpoint už neexistuje.' },
    time: 'Vypnuto',
    nextSteps:
      'Dokud je endpoint vypnutý, události se neposílají. Až bude znovu fungovat, zapněte ho v nastavení widgetu v obchodnické sekci a zmeškané události odešlete znovu z protokolu doručení.',
  },
};
