import { isLocaleCode, localeCodes, type LocaleCode } from '@platform/core';
import type { FastifyRequest } from 'fastify';

const characterSet = "Latin letters without accents, digits, spaces and / - ? : ( ) . , ' +";

/**
 * The payouts module's refusals in the 7 locales (the spec words none of them). Domain code throws
 * the English text; a route answers it in the request's language (`locale` cookie), and a module that
 * surfaces a refusal of `requestPayout` to its user translates it with `localizePayoutMessage`.
 */
const en = {
  ibanInvalid: 'This IBAN is not valid. Please check it.',
  ibanNotSepa: 'SEPA payouts go only to accounts in SEPA countries.',
  bicInvalid: 'This BIC is not valid: it has 8 or 11 letters and digits.',
  bicNotSepa: 'This BIC is of a bank outside the SEPA countries.',
  currencyNotEur: 'SEPA payouts are made in euros only.',
  amountTooLarge: 'A SEPA payout is at most 999,999,999.99 EUR.',
  nameRequired: "Please enter the account holder's name.",
  nameTooLong: "The account holder's name has at most 70 characters.",
  nameCharacters: `The account holder's name may only use ${characterSet}.`,
  remittanceRequired: 'Please enter a payment reference.',
  remittanceTooLong: 'The payment reference has at most 140 characters.',
  remittanceCharacters: `The payment reference may only use ${characterSet}.`,
  cardNotFound: 'A payout can only go to a card you paid with.',
  cardsUnavailable: 'Card payouts are not available at the moment.',
  idConflict: 'This payout id was used already for another payout.',
  payoutNotFound: 'No payout of this brand has this id.',
  batchNotFound: 'No payout batch of this brand has this id.',
  noDebtorAccount: "Set the brand's payout bank account first.",
  noPendingPayouts: 'There are no pending SEPA payouts to batch.',
  executionDatePast: 'The execution date cannot be in the past.',
  notSent: 'Only a sent SEPA payout can be settled or rejected.',
  batchNotSent: 'Only a batch marked sent can be settled.',
  outcomeRecorded: "The bank's outcome of this payout was recorded already.",
  notCardPayout: 'This is not a card payout.',
  noOutcomeHandler: 'No part of the platform hears the outcome of this payout: its status cannot change.',
};

export type PayoutTextName = keyof typeof en;

const characterSetOf: Record<Exclude<LocaleCode, 'en'>, string> = {
  es: "letras latinas sin acentos, cifras, espacios y / - ? : ( ) . , ' +",
  cz: "latinská písmena bez diakritiky, číslice, mezery a / - ? : ( ) . , ' +",
  de: "lateinische Buchstaben ohne Akzente, Ziffern, Leerzeichen und / - ? : ( ) . , ' +",
  fi: "latinalaisia kirjaimia ilman tarkkeita, numeroita, välilyöntejä ja merkkejä / - ? : ( ) . , ' +",
  it: "lettere latine senza accenti, cifre, spazi e / - ? : ( ) . , ' +",
  no: "latinske bokstaver uten aksenter, sifre, mellomrom og / - ? : ( ) . , ' +",
};

export const payoutTexts: Record<LocaleCode, Record<PayoutTextName, string>> = {
  en,
  es: {
    ibanInvalid: 'Este IBAN no es válido. Compruébalo.',
    ibanNotSepa: 'Los pagos SEPA solo van a cuentas de países SEPA.',
    bicInvalid: 'Este BIC no es válido: tiene 8 u 11 letras y cifras.',
    bicNotSepa: 'Este BIC es de un banco de fuera de los países SEPA.',
    currencyNotEur: 'Los pagos SEPA solo se hacen en euros.',
    amountTooLarge: 'Un pago SEPA es como máximo de 999.999.999,99 EUR.',
    nameRequired: 'Introduce el nombre del titular de la cuenta.',
    nameTooLong: 'El nombre del titular de la cuenta tiene como máximo 70 caracteres.',
    nameCharacters: `El nombre del titular de la cuenta solo puede usar ${characterSetOf.es}.`,
    remittanceRequired: 'Introduce una referencia de pago.',
    remittanceTooLong: 'La referencia de pago tiene como máximo 140 caracteres.',
    remittanceCharacters: `La referencia de pago solo puede usar ${characterSetOf.es}.`,
    cardNotFound: 'Un pago solo puede ir a una tarjeta con la que hayas pagado.',
    cardsUnavailable: 'Los pagos a tarjeta no están disponibles en este momento.',
    idConflict: 'Este id de pago ya se usó para otro pago.',
    payoutNotFound: 'Ningún pago de esta marca tiene este id.',
    batchNotFound: 'Ningún lote de pagos de esta marca tiene este id.',
    noDebtorAccount: 'Configura primero la cuenta bancaria de pagos de la marca.',
    noPendingPayouts: 'No hay pagos SEPA pendientes para agrupar en un lote.',
    executionDatePast: 'La fecha de ejecución no puede estar en el pasado.',
    notSent: 'Solo un pago SEPA enviado puede liquidarse o rechazarse.',
    batchNotSent: 'Solo un lote marcado como enviado puede liquidarse.',
    outcomeRecorded: 'El resultado del banco para este pago ya se registró.',
    notCardPayout: 'Este no es un pago a tarjeta.',
    noOutcomeHandler: 'Ninguna parte de la plataforma recibe el resultado de este pago: su estado no puede cambiar.',
  },
  cz: {
    ibanInvalid: 'Tento IBAN není platný. Zkontrolujte ho prosím.',
    ibanNotSepa: 'Výplaty SEPA jdou jen na účty v zemích SEPA.',
    bicInvalid: 'Tento BIC není platný: má 8 nebo 11 písmen a číslic.',
    bicNotSepa: 'Tento BIC patří bance mimo země SEPA.',
    currencyNotEur: 'Výplaty SEPA se provádějí jen v eurech.',
    amountTooLarge: 'Výplata SEPA je nejvýše 999 999 999,99 EUR.',
    nameRequired: 'Zadejte prosím jméno majitele účtu.',
    nameTooLong: 'Jméno majitele účtu má nejvýše 70 znaků.',
    nameCharacters: `Jméno majitele účtu smí obsahovat jen ${characterSetOf.cz}.`,
    remittanceRequired: 'Zadejte prosím referenci platby.',
    remittanceTooLong: 'Reference platby má nejvýše 140 znaků.',
    remittanceCharacters: `Reference platby smí obsahovat jen ${characterSetOf.cz}.`,
    cardNotFound: 'Výplata může jít jen na kartu, kterou jste platili.',
    cardsUnavailable: 'Výplaty na kartu teď nejsou k dispozici.',
    idConflict: 'Toto id výplaty už bylo použito pro jinou výplatu.',
    payoutNotFound: 'Žádná výplata této značky nemá toto id.',
    batchNotFound: 'Žádná dávka výplat této značky nemá toto id.',
    noDebtorAccount: 'Nejprve nastavte bankovní účet značky pro výplaty.',
    noPendingPayouts: 'Nejsou žádné čekající výplaty SEPA k zařazení do dávky.',
    executionDatePast: 'Datum provedení nemůže být v minulosti.',
    notSent: 'Vypořádat nebo zamítnout lze jen odeslanou výplatu SEPA.',
    batchNotSent: 'Vypořádat lze jen dávku označenou jako odeslanou.',
    outcomeRecorded: 'Výsledek banky pro tuto výplatu už byl zaznamenán.',
    notCardPayout: 'Toto není výplata na kartu.',
    noOutcomeHandler: 'Žádná část platformy nepřijímá výsledek této výplaty: její stav se nemůže změnit.',
  },
  de: {
    ibanInvalid: 'Diese IBAN ist ungültig. Bitte prüfen Sie sie.',
    ibanNotSepa: 'SEPA-Auszahlungen gehen nur an Konten in SEPA-Ländern.',
    bicInvalid: 'Diese BIC ist ungültig: Sie hat 8 oder 11 Buchstaben und Ziffern.',
    bicNotSepa: 'Diese BIC gehört zu einer Bank außerhalb der SEPA-Länder.',
    currencyNotEur: 'SEPA-Auszahlungen erfolgen nur in Euro.',
    amountTooLarge: 'Eine SEPA-Auszahlung beträgt höchstens 999.999.999,99 EUR.',
    nameRequired: 'Bitte geben Sie den Namen des Kontoinhabers ein.',
    nameTooLong: 'Der Name des Kontoinhabers hat höchstens 70 Zeichen.',
    nameCharacters: `Der Name des Kontoinhabers darf nur ${characterSetOf.de} enthalten.`,
    remittanceRequired: 'Bitte geben Sie einen Verwendungszweck ein.',
    remittanceTooLong: 'Der Verwendungszweck hat höchstens 140 Zeichen.',
    remittanceCharacters: `Der Verwendungszweck darf nur ${characterSetOf.de} enthalten.`,
    cardNotFound: 'Eine Auszahlung kann nur auf eine Karte gehen, mit der Sie bezahlt haben.',
    cardsUnavailable: 'Auszahlungen auf Karten sind im Moment nicht verfügbar.',
    idConflict: 'Diese Auszahlungs-ID wurde bereits für eine andere Auszahlung verwendet.',
    payoutNotFound: 'Keine Auszahlung dieser Marke hat diese ID.',
    batchNotFound: 'Kein Auszahlungsstapel dieser Marke hat diese ID.',
    noDebtorAccount: 'Legen Sie zuerst das Auszahlungskonto der Marke fest.',
    noPendingPayouts: 'Es gibt keine offenen SEPA-Auszahlungen für einen Stapel.',
    executionDatePast: 'Das Ausführungsdatum darf nicht in der Vergangenheit liegen.',
    notSent: 'Nur eine gesendete SEPA-Auszahlung kann als ausgeführt oder abgelehnt erfasst werden.',
    batchNotSent: 'Nur ein als gesendet markierter Stapel kann als ausgeführt erfasst werden.',
    outcomeRecorded: 'Das Ergebnis der Bank zu dieser Auszahlung wurde bereits erfasst.',
    notCardPayout: 'Dies ist keine Auszahlung auf eine Karte.',
    noOutcomeHandler:
      'Kein Teil der Plattform empfängt das Ergebnis dieser Auszahlung: Ihr Status kann sich nicht ändern.',
  },
  fi: {
    ibanInvalid: 'Tämä IBAN ei ole kelvollinen. Tarkista se.',
    ibanNotSepa: 'SEPA-maksut menevät vain SEPA-maiden tileille.',
    bicInvalid: 'Tämä BIC ei ole kelvollinen: siinä on 8 tai 11 kirjainta ja numeroa.',
    bicNotSepa: 'Tämä BIC kuuluu pankille SEPA-maiden ulkopuolella.',
    currencyNotEur: 'SEPA-maksut tehdään vain euroina.',
    amountTooLarge: 'SEPA-maksu on enintään 999 999 999,99 EUR.',
    nameRequired: 'Anna tilinomistajan nimi.',
    nameTooLong: 'Tilinomistajan nimessä on enintään 70 merkkiä.',
    nameCharacters: `Tilinomistajan nimessä saa käyttää vain ${characterSetOf.fi}.`,
    remittanceRequired: 'Anna maksun viite.',
    remittanceTooLong: 'Maksun viitteessä on enintään 140 merkkiä.',
    remittanceCharacters: `Maksun viitteessä saa käyttää vain ${characterSetOf.fi}.`,
    cardNotFound: 'Maksu voi mennä vain kortille, jolla olet maksanut.',
    cardsUnavailable: 'Maksut kortille eivät ole juuri nyt käytettävissä.',
    idConflict: 'Tätä maksun tunnistetta on jo käytetty toiseen maksuun.',
    payoutNotFound: 'Tämän brändin yhdelläkään maksulla ei ole tätä tunnistetta.',
    batchNotFound: 'Tämän brändin yhdelläkään maksuerällä ei ole tätä tunnistetta.',
    noDebtorAccount: 'Aseta ensin brändin maksujen pankkitili.',
    noPendingPayouts: 'Erään ei ole odottavia SEPA-maksuja.',
    executionDatePast: 'Toteutuspäivä ei voi olla menneisyydessä.',
    notSent: 'Vain lähetetyn SEPA-maksun voi merkitä toteutuneeksi tai hylätyksi.',
    batchNotSent: 'Vain lähetetyksi merkityn maksuerän voi merkitä toteutuneeksi.',
    outcomeRecorded: 'Pankin tulos tälle maksulle on jo kirjattu.',
    notCardPayout: 'Tämä ei ole maksu kortille.',
    noOutcomeHandler: 'Mikään alustan osa ei vastaanota tämän maksun tulosta: sen tila ei voi muuttua.',
  },
  it: {
    ibanInvalid: 'Questo IBAN non è valido. Controllalo.',
    ibanNotSepa: 'I pagamenti SEPA vanno solo a conti nei paesi SEPA.',
    bicInvalid: 'Questo BIC non è valido: ha 8 o 11 lettere e cifre.',
    bicNotSepa: 'Questo BIC è di una banca fuori dai paesi SEPA.',
    currencyNotEur: 'I pagamenti SEPA si fanno solo in euro.',
    amountTooLarge: 'Un pagamento SEPA è al massimo di 999.999.999,99 EUR.',
    nameRequired: "Inserisci il nome dell'intestatario del conto.",
    nameTooLong: "Il nome dell'intestatario del conto ha al massimo 70 caratteri.",
    nameCharacters: `Il nome dell'intestatario del conto può usare solo ${characterSetOf.it}.`,
    remittanceRequired: 'Inserisci una causale.',
    remittanceTooLong: 'La causale ha al massimo 140 caratteri.',
    remittanceCharacters: `La causale può usare solo ${characterSetOf.it}.`,
    cardNotFound: 'Un pagamento può andare solo a una carta con cui hai pagato.',
    cardsUnavailable: 'I pagamenti su carta non sono disponibili al momento.',
    idConflict: 'Questo id di pagamento è già stato usato per un altro pagamento.',
    payoutNotFound: 'Nessun pagamento di questo marchio ha questo id.',
    batchNotFound: 'Nessun lotto di pagamenti di questo marchio ha questo id.',
    noDebtorAccount: 'Imposta prima il conto bancario dei pagamenti del marchio.',
    noPendingPayouts: 'Non ci sono pagamenti SEPA in attesa da raggruppare in un lotto.',
    executionDatePast: 'La data di esecuzione non può essere nel passato.',
    notSent: 'Solo un pagamento SEPA inviato può essere regolato o respinto.',
    batchNotSent: 'Solo un lotto segnato come inviato può essere regolato.',
    outcomeRecorded: "L'esito della banca per questo pagamento è già stato registrato.",
    notCardPayout: 'Questo non è un pagamento su carta.',
    noOutcomeHandler:
      "Nessuna parte della piattaforma riceve l'esito di questo pagamento: il suo stato non può cambiare.",
  },
  no: {
    ibanInvalid: 'Dette IBAN-nummeret er ikke gyldig. Kontroller det.',
    ibanNotSepa: 'SEPA-utbetalinger går bare til kontoer i SEPA-land.',
    bicInvalid: 'Denne BIC-koden er ikke gyldig: den har 8 eller 11 bokstaver og sifre.',
    bicNotSepa: 'Denne BIC-koden tilhører en bank utenfor SEPA-landene.',
    currencyNotEur: 'SEPA-utbetalinger gjøres bare i euro.',
    amountTooLarge: 'En SEPA-utbetaling er på høyst 999 999 999,99 EUR.',
    nameRequired: 'Skriv inn navnet på kontoinnehaveren.',
    nameTooLong: 'Navnet på kontoinnehaveren har høyst 70 tegn.',
    nameCharacters: `Navnet på kontoinnehaveren kan bare bruke ${characterSetOf.no}.`,
    remittanceRequired: 'Skriv inn en betalingsreferanse.',
    remittanceTooLong: 'Betalingsreferansen har høyst 140 tegn.',
    remittanceCharacters: `Betalingsreferansen kan bare bruke ${characterSetOf.no}.`,
    cardNotFound: 'En utbetaling kan bare gå til et kort du har betalt med.',
    cardsUnavailable: 'Utbetalinger til kort er ikke tilgjengelige akkurat nå.',
    idConflict: 'Denne utbetalings-ID-en er allerede brukt til en annen utbetaling.',
    payoutNotFound: 'Ingen utbetaling fra denne merkevaren har denne ID-en.',
    batchNotFound: 'Ingen utbetalingsbunke fra denne merkevaren har denne ID-en.',
    noDebtorAccount: 'Angi merkevarens bankkonto for utbetalinger først.',
    noPendingPayouts: 'Det finnes ingen ventende SEPA-utbetalinger å samle i en bunke.',
    executionDatePast: 'Utførelsesdatoen kan ikke være i fortiden.',
    notSent: 'Bare en sendt SEPA-utbetaling kan registreres som gjennomført eller avvist.',
    batchNotSent: 'Bare en bunke merket som sendt kan registreres som gjennomført.',
    outcomeRecorded: 'Bankens resultat for denne utbetalingen er allerede registrert.',
    notCardPayout: 'Dette er ikke en utbetaling til kort.',
    noOutcomeHandler: 'Ingen del av plattformen mottar resultatet av denne utbetalingen: statusen kan ikke endres.',
  },
};

/** English text → every locale. */
const byEnglish: Map<string, Record<LocaleCode, string>> = (() => {
  const table = new Map<string, Record<LocaleCode, string>>();
  for (const name of Object.keys(en) as PayoutTextName[]) {
    const translations = {} as Record<LocaleCode, string>;
    for (const locale of localeCodes) translations[locale] = payoutTexts[locale][name];
    table.set(en[name], translations);
  }
  return table;
})();

/** A refusal of the payouts module in `locale` (texts it does not know stay as they are). */
export function localizePayoutMessage(message: string, locale: LocaleCode): string {
  return byEnglish.get(message)?.[locale] ?? message;
}

/** The request's language: the `locale` cookie (spec §9), else English. */
export function payoutsLocale(request: FastifyRequest): LocaleCode {
  const cookie = request.cookies?.['locale'];
  return isLocaleCode(cookie) ? cookie : 'en';
}
