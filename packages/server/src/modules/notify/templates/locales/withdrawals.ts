import type { LocaleCode } from '@platform/core';

/** The withdrawal events a user is emailed about (issue 17). */
export const withdrawalEvents = ['requested', 'approved', 'sent', 'failed', 'rejected'] as const;
export type WithdrawalEvent = (typeof withdrawalEvents)[number];

/** The withdrawals module's emails; amounts, durations and brand names come formatted. */
export interface WithdrawalCopy {
  beneficiaryAdded: {
    subject: (brand: string) => string;
    heading: string;
    intro: string;
    label: string;
    destination: string;
    action: string;
    waiting: (duration: string) => string;
    expires: string;
    notYou: (brand: string) => string;
  };
  update: {
    subject: Record<WithdrawalEvent, (amount: string) => string>;
    intro: Record<WithdrawalEvent, string>;
    amount: string;
    fee: string;
    destination: string;
    txid: string;
    reason: string;
    fundsReturned: string;
    notYou: (brand: string) => string;
  };
}

const en: WithdrawalCopy = {
  beneficiaryAdded: {
    subject: (brand) => `Confirm the new withdrawal address of your ${brand} account`,
    heading: 'Confirm your new withdrawal address',
    intro: 'A destination was added to the withdrawal address book of your account:',
    label: 'Name',
    destination: 'Destination',
    action: 'Confirm this address',
    waiting: (duration) => `For your security, it can be used ${duration} after you confirm it.`,
    expires: 'The link works for 24 hours.',
    notYou: (brand) =>
      `If you did not add it, do not open the link: change your password and contact ${brand} support now.`,
  },
  update: {
    subject: {
      requested: (amount) => `Withdrawal requested: ${amount}`,
      approved: (amount) => `Withdrawal approved: ${amount}`,
      sent: (amount) => `Withdrawal sent: ${amount}`,
      failed: (amount) => `Withdrawal failed: ${amount}`,
      rejected: (amount) => `Withdrawal rejected: ${amount}`,
    },
    intro: {
      requested: 'We received your withdrawal request.',
      approved: 'Your withdrawal was approved and is being sent.',
      sent: 'Your withdrawal was sent.',
      failed: 'Your withdrawal could not be sent.',
      rejected: 'Your withdrawal was rejected by our team.',
    },
    amount: 'Amount',
    fee: 'Fee',
    destination: 'Destination',
    txid: 'Transaction ID',
    reason: 'Reason',
    fundsReturned: 'The amount and the fee are back in your wallet.',
    notYou: (brand) => `If you did not ask for this withdrawal, contact ${brand} support immediately.`,
  },
};

const es: WithdrawalCopy = {
  beneficiaryAdded: {
    subject: (brand) => `Confirma la nueva dirección de retiro de tu cuenta de ${brand}`,
    heading: 'Confirma tu nueva dirección de retiro',
    intro: 'Se añadió un destino a la libreta de direcciones de retiro de tu cuenta:',
    label: 'Nombre',
    destination: 'Destino',
    action: 'Confirmar esta dirección',
    waiting: (duration) => `Por tu seguridad, podrás usarla ${duration} después de confirmarla.`,
    expires: 'El enlace funciona durante 24 horas.',
    notYou: (brand) =>
      `Si no la añadiste tú, no abras el enlace: cambia tu contraseña y contacta ya con el soporte de ${brand}.`,
  },
  update: {
    subject: {
      requested: (amount) => `Retiro solicitado: ${amount}`,
      approved: (amount) => `Retiro aprobado: ${amount}`,
      sent: (amount) => `Retiro enviado: ${amount}`,
      failed: (amount) => `Retiro fallido: ${amount}`,
      rejected: (amount) => `Retiro rechazado: ${amount}`,
    },
    intro: {
      requested: 'Hemos recibido tu solicitud de retiro.',
      approved: 'Tu retiro fue aprobado y se está enviando.',
      sent: 'Tu retiro fue enviado.',
      failed: 'No se pudo enviar tu retiro.',
      rejected: 'Nuestro equipo rechazó tu retiro.',
    },
    amount: 'Importe',
    fee: 'Comisión',
    destination: 'Destino',
    txid: 'ID de transacción',
    reason: 'Motivo',
    fundsReturned: 'El importe y la comisión han vuelto a tu monedero.',
    notYou: (brand) => `Si no pediste este retiro, contacta de inmediato con el soporte de ${brand}.`,
  },
};

const cz: WithdrawalCopy = {
  beneficiaryAdded: {
    subject: (brand) => `Potvrďte novou adresu pro výběry ve vašem účtu ${brand}`,
    heading: 'Potvrďte novou adresu pro výběry',
    intro: 'Do adresáře výběrů vašeho účtu byl přidán cíl:',
    label: 'Název',
    destination: 'Cíl',
    action: 'Potvrdit tuto adresu',
    waiting: (duration) => `Z bezpečnostních důvodů ji lze použít ${duration} po potvrzení.`,
    expires: 'Odkaz platí 24 hodin.',
    notYou: (brand) =>
      `Pokud jste ji nepřidali vy, odkaz neotvírejte: změňte heslo a ihned kontaktujte podporu ${brand}.`,
  },
  update: {
    subject: {
      requested: (amount) => `Žádost o výběr: ${amount}`,
      approved: (amount) => `Výběr schválen: ${amount}`,
      sent: (amount) => `Výběr odeslán: ${amount}`,
      failed: (amount) => `Výběr se nezdařil: ${amount}`,
      rejected: (amount) => `Výběr zamítnut: ${amount}`,
    },
    intro: {
      requested: 'Přijali jsme vaši žádost o výběr.',
      approved: 'Váš výběr byl schválen a odesílá se.',
      sent: 'Váš výběr byl odeslán.',
      failed: 'Váš výběr se nepodařilo odeslat.',
      rejected: 'Náš tým váš výběr zamítl.',
    },
    amount: 'Částka',
    fee: 'Poplatek',
    destination: 'Cíl',
    txid: 'ID transakce',
    reason: 'Důvod',
    fundsReturned: 'Částka i poplatek jsou zpět ve vaší peněžence.',
    notYou: (brand) => `Pokud jste o tento výběr nežádali, ihned kontaktujte podporu ${brand}.`,
  },
};

const de: WithdrawalCopy = {
  beneficiaryAdded: {
    subject: (brand) => `Bestätigen Sie die neue Auszahlungsadresse Ihres ${brand}-Kontos`,
    heading: 'Bestätigen Sie Ihre neue Auszahlungsadresse',
    intro: 'Dem Auszahlungs-Adressbuch Ihres Kontos wurde ein Ziel hinzugefügt:',
    label: 'Name',
    destination: 'Ziel',
    action: 'Diese Adresse bestätigen',
    waiting: (duration) => `Zu Ihrer Sicherheit ist sie ${duration} nach der Bestätigung nutzbar.`,
    expires: 'Der Link ist 24 Stunden gültig.',
    notYou: (brand) =>
      `Wenn Sie sie nicht hinzugefügt haben, öffnen Sie den Link nicht: Ändern Sie Ihr Passwort und kontaktieren Sie sofort den ${brand}-Support.`,
  },
  update: {
    subject: {
      requested: (amount) => `Auszahlung beantragt: ${amount}`,
      approved: (amount) => `Auszahlung genehmigt: ${amount}`,
      sent: (amount) => `Auszahlung gesendet: ${amount}`,
      failed: (amount) => `Auszahlung fehlgeschlagen: ${amount}`,
      rejected: (amount) => `Auszahlung abgelehnt: ${amount}`,
    },
    intro: {
      requested: 'Wir haben Ihren Auszahlungsantrag erhalten.',
      approved: 'Ihre Auszahlung wurde genehmigt und wird gesendet.',
      sent: 'Ihre Auszahlung wurde gesendet.',
      failed: 'Ihre Auszahlung konnte nicht gesendet werden.',
      rejected: 'Ihre Auszahlung wurde von unserem Team abgelehnt.',
    },
    amount: 'Betrag',
    fee: 'Gebühr',
    destination: 'Ziel',
    txid: 'Transaktions-ID',
    reason: 'Grund',
    fundsReturned: 'Betrag und Gebühr sind wieder in Ihrer Wallet.',
    notYou: (brand) => `Wenn Sie diese Auszahlung nicht beantragt haben, kontaktieren Sie sofort den ${brand}-Support.`,
  },
};

const fi: WithdrawalCopy = {
  beneficiaryAdded: {
    subject: (brand) => `Vahvista ${brand}-tilisi uusi nostoosoite`,
    heading: 'Vahvista uusi nostoosoitteesi',
    intro: 'Tilisi nostojen osoitekirjaan lisättiin kohde:',
    label: 'Nimi',
    destination: 'Kohde',
    action: 'Vahvista tämä osoite',
    waiting: (duration) => `Turvallisuutesi vuoksi sitä voi käyttää, kun vahvistuksesta on kulunut ${duration}.`,
    expires: 'Linkki toimii 24 tuntia.',
    notYou: (brand) =>
      `Jos et lisännyt sitä itse, älä avaa linkkiä: vaihda salasanasi ja ota heti yhteyttä ${brand}-tukeen.`,
  },
  update: {
    subject: {
      requested: (amount) => `Nostopyyntö vastaanotettu: ${amount}`,
      approved: (amount) => `Nosto hyväksytty: ${amount}`,
      sent: (amount) => `Nosto lähetetty: ${amount}`,
      failed: (amount) => `Nosto epäonnistui: ${amount}`,
      rejected: (amount) => `Nosto hylätty: ${amount}`,
    },
    intro: {
      requested: 'Saimme nostopyyntösi.',
      approved: 'Nostosi hyväksyttiin ja sitä lähetetään.',
      sent: 'Nostosi lähetettiin.',
      failed: 'Nostoasi ei voitu lähettää.',
      rejected: 'Tiimimme hylkäsi nostosi.',
    },
    amount: 'Määrä',
    fee: 'Maksu',
    destination: 'Kohde',
    txid: 'Tapahtuman tunnus',
    reason: 'Syy',
    fundsReturned: 'Määrä ja maksu ovat palanneet lompakkoosi.',
    notYou: (brand) => `Jos et pyytänyt tätä nostoa, ota heti yhteyttä ${brand}-tukeen.`,
  },
};

const it: WithdrawalCopy = {
  beneficiaryAdded: {
    subject: (brand) => `Conferma il nuovo indirizzo di prelievo del tuo account ${brand}`,
    heading: 'Conferma il tuo nuovo indirizzo di prelievo',
    intro: 'È stata aggiunta una destinazione alla rubrica dei prelievi del tuo account:',
    label: 'Nome',
    destination: 'Destinazione',
    action: 'Conferma questo indirizzo',
    waiting: (duration) => `Per la tua sicurezza, potrà essere usato ${duration} dopo la conferma.`,
    expires: 'Il link è valido per 24 ore.',
    notYou: (brand) =>
      `Se non l’hai aggiunto tu, non aprire il link: cambia la password e contatta subito l’assistenza di ${brand}.`,
  },
  update: {
    subject: {
      requested: (amount) => `Prelievo richiesto: ${amount}`,
      approved: (amount) => `Prelievo approvato: ${amount}`,
      sent: (amount) => `Prelievo inviato: ${amount}`,
      failed: (amount) => `Prelievo non riuscito: ${amount}`,
      rejected: (amount) => `Prelievo rifiutato: ${amount}`,
    },
    intro: {
      requested: 'Abbiamo ricevuto la tua richiesta di prelievo.',
      approved: 'Il tuo prelievo è stato approvato ed è in fase di invio.',
      sent: 'Il tuo prelievo è stato inviato.',
      failed: 'Non è stato possibile inviare il tuo prelievo.',
      rejected: 'Il nostro team ha rifiutato il tuo prelievo.',
    },
    amount: 'Importo',
    fee: 'Commissione',
    destination: 'Destinazione',
    txid: 'ID transazione',
    reason: 'Motivo',
    fundsReturned: 'L’importo e la commissione sono tornati nel tuo portafoglio.',
    notYou: (brand) => `Se non hai richiesto questo prelievo, contatta subito l’assistenza di ${brand}.`,
  },
};

const no: WithdrawalCopy = {
  beneficiaryAdded: {
    subject: (brand) => `Bekreft den nye uttaksadressen på ${brand}-kontoen din`,
    heading: 'Bekreft den nye uttaksadressen din',
    intro: 'Et mål ble lagt til i adresseboken for uttak på kontoen din:',
    label: 'Navn',
    destination: 'Mål',
    action: 'Bekreft denne adressen',
    waiting: (duration) => `Av sikkerhetshensyn kan den brukes ${duration} etter at du har bekreftet den.`,
    expires: 'Lenken virker i 24 timer.',
    notYou: (brand) =>
      `Hvis du ikke la den til, ikke åpne lenken: bytt passord og kontakt ${brand}-kundestøtte med en gang.`,
  },
  update: {
    subject: {
      requested: (amount) => `Uttak bestilt: ${amount}`,
      approved: (amount) => `Uttak godkjent: ${amount}`,
      sent: (amount) => `Uttak sendt: ${amount}`,
      failed: (amount) => `Uttak mislyktes: ${amount}`,
      rejected: (amount) => `Uttak avvist: ${amount}`,
    },
    intro: {
      requested: 'Vi har mottatt uttaksforespørselen din.',
      approved: 'Uttaket ditt ble godkjent og sendes nå.',
      sent: 'Uttaket ditt ble sendt.',
      failed: 'Uttaket ditt kunne ikke sendes.',
      rejected: 'Uttaket ditt ble avvist av teamet vårt.',
    },
    amount: 'Beløp',
    fee: 'Gebyr',
    destination: 'Mål',
    txid: 'Transaksjons-ID',
    reason: 'Årsak',
    fundsReturned: 'Beløpet og gebyret er tilbake i lommeboken din.',
    notYou: (brand) => `Hvis du ikke ba om dette uttaket, kontakt ${brand}-kundestøtte umiddelbart.`,
  },
};

export const withdrawalCopyByLocale: Record<LocaleCode, WithdrawalCopy> = { en, es, cz, de, fi, it, no };
