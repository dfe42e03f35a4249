import { pluralFor, type NotifyCopy } from '../copy.js';

const minutes = (count: number) => pluralFor('it', count, { one: `${count} minuto`, other: `${count} minuti` });
const hours = (count: number) => pluralFor('it', count, { one: `${count} ora`, other: `${count} ore` });

export const it: NotifyCopy = {
  layout: {
    antiPhishingLabel: 'Il tuo codice anti-phishing',
    antiPhishingHint: (brand) =>
      `Ogni email autentica di ${brand} mostra questo codice. Se manca o è diverso, non cliccare su nessun link e contatta l'assistenza.`,
    automatedNotice: (brand) => `Questo è un messaggio automatico di ${brand}. Non rispondere a questa email.`,
    support: (email) => `Hai bisogno di aiuto? Scrivi a ${email}.`,
    linkFallback: 'Se il pulsante non funziona, copia questo link nel browser:',
    testModeSubjectPrefix: '[MODALITÀ DI PROVA]',
    testModeNotice: (brand) =>
      `MODALITÀ DI PROVA: questo messaggio proviene da un'installazione di prova di ${brand}. Non si muove denaro reale e nulla di ciò che contiene è reale.`,
  },
  code: {
    neverShare: (brand) => `Non condividere mai questo codice con nessuno, nemmeno con il personale di ${brand}.`,
    expires: (count) => `Il codice scade tra ${minutes(count)}.`,
    ignore: 'Se non hai richiesto nulla, puoi ignorare questa email.',
  },
  emailVerificationCode: {
    subject: (brand) => `Il tuo codice di verifica email di ${brand}`,
    heading: 'Verifica il tuo indirizzo email',
    intro: 'Inserisci questo codice per verificare il tuo indirizzo email:',
  },
  smsVerificationCode: {
    text: (brand, code) => `${brand}: il tuo codice di verifica è ${code}. Non condividerlo con nessuno.`,
  },
  loginCode: {
    subject: (brand) => `Il tuo codice di accesso a ${brand}`,
    heading: 'Il tuo codice di accesso',
    intro: "Inserisci questo codice per completare l'accesso:",
  },
  passwordReset: {
    subject: (brand) => `Reimposta la tua password di ${brand}`,
    heading: 'Reimposta la tua password',
    intro:
      'Abbiamo ricevuto una richiesta di reimpostazione della password del tuo account. Il link qui sotto può essere usato una sola volta.',
    action: 'Reimposta password',
    expires: (count) => `Il link scade tra ${minutes(count)}.`,
  },
  securityChanged: {
    subject: {
      password: (brand) => `La tua password di ${brand} è stata modificata`,
      email: (brand) => `Il tuo indirizzo email di ${brand} è stato modificato`,
      two_factor: (brand) => `L'autenticazione a due fattori di ${brand} è stata modificata`,
    },
    intro: {
      password: 'La password del tuo account è stata modificata.',
      email: "L'indirizzo email del tuo account è stato modificato.",
      two_factor: "Le impostazioni dell'autenticazione a due fattori (2FA) del tuo account sono state modificate.",
    },
    withdrawalLock: (count) => `Per la tua sicurezza, i prelievi sono bloccati per ${hours(count)}.`,
    notYou: (brand) => `Se non hai effettuato tu questa modifica, contatta subito l'assistenza di ${brand}.`,
  },
  loginAlert: {
    subject: (brand) => `Nuovo accesso al tuo account ${brand}`,
    heading: 'Rilevato un nuovo accesso',
    intro: 'È stato effettuato un accesso al tuo account da un nuovo dispositivo o paese:',
    time: 'Ora',
    ip: 'Indirizzo IP',
    country: 'Paese',
    device: 'Dispositivo',
    notYou: (brand) => `Se non sei stato tu, cambia subito la password e contatta l'assistenza di ${brand}.`,
  },
  kycOutcome: {
    subject: {
      approved: (brand) => `Il tuo account ${brand} è verificato`,
      rejected: (brand) => `La verifica della tua identità su ${brand} non è riuscita`,
    },
    approvedNext: 'Ora puoi usare tutte le funzioni del tuo account.',
    rejectedIntro: 'Non siamo riusciti a verificare la tua identità con i documenti che hai inviato.',
    reason: 'Motivo',
    tryAgain: 'Puoi inviare nuovi documenti dalla pagina Verifica account.',
  },
  paymentLink: {
    subject: (merchant) => `Richiesta di pagamento da ${merchant}`,
    heading: 'Hai ricevuto una richiesta di pagamento',
    intro: (merchant) => `${merchant} ti ha inviato un link di pagamento.`,
    amount: 'Importo',
    product: 'Prodotto',
    action: 'Paga ora',
  },
  depositReceived: {
    subject: (amount) => `Deposito ricevuto: ${amount}`,
    heading: 'Il tuo deposito è arrivato',
    intro: (brand) => `Il tuo deposito è stato confermato sulla blockchain e accreditato sul tuo wallet ${brand}.`,
    amount: 'Importo',
    txid: 'ID transazione',
    confirmations: 'Conferme',
    seeWallet: 'Lo trovi nell’elenco delle transazioni del tuo wallet.',
  },
  webhookDisabled: {
    subject: (merchant) => `Webhook disattivato per ${merchant}`,
    heading: 'Il tuo endpoint webhook è stato disattivato',
    intro: 'Abbiamo smesso di inviare eventi di pagamento al tuo endpoint webhook.',
    url: 'Indirizzo dell’endpoint',
    reason: 'Motivo',
    reasons: { gone: 'Ha risposto 410 Gone, quindi l’endpoint non esiste più.' },
    time: 'Disattivato il',
    nextSteps:
      'Finché l’endpoint è disattivato non vengono inviati eventi. Quando funziona di nuovo, riattivalo nelle impostazioni del widget della tua area commerciante e invia di nuovo gli eventi persi dal registro delle consegne.',
  },
};
