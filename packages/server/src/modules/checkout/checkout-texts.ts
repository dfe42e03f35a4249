import { englishValidationMessage, isLocaleCode, type LocaleCode } from '@platform/core';
import { allLocaleResources } from '@platform/core/i18n/every-locale';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { replyWithFailure } from '../../plugins/error-handler.js';

/**
 * The checkout API's user messages, in the 7 locales; `{{name}}` placeholders are filled in by
 * `checkoutText`. The spec's own wording ('Merchant not recognized!', the rates failure) is kept
 * verbatim in English. Answers are in the request's language (the `locale` cookie, default en).
 */
const en = {
  checkoutNotFound: 'This checkout does not exist.',
  merchantNotRecognized: 'Merchant not recognized!',
  couponInvalid: 'This promo code is not valid or has expired.',
  minimumAmount: 'The minimum amount is {{limit}}.',
  maximumAmount: 'The maximum amount is {{limit}}.',
  amountFormat: 'Please enter an amount such as 12.34',
  amountBelowFees: 'The amount does not cover the fees.',
  amountTooSmall: 'The amount is too small.',
  ratesFailure: 'Some problem occurred. please try again later',
  testModeOnly: 'The test checkout exists in test mode only.',
  quoteNotFound: 'This quote does not exist. Please get a new quote.',
  quoteExpired: 'The price of this order has expired. Please refresh the quote.',
  invalidAddress: 'This is not a valid {{coin}} address.',
  addressRequired: 'Please enter the address for your coins',
  idempotencyKeyReused: 'This Idempotency-Key was used for another order.',
  idempotencyKeyInvalid: 'The Idempotency-Key header is not valid.',
  quoteReused: 'This quote was used for another order.',
  cannotCancel: 'This order can no longer be cancelled.',
  priceFixed: 'The price of this order can no longer change.',
  billingFixed: 'The billing address of this order can no longer change.',
  orderFinal: 'This order cannot change any more.',
  kycRequired: 'Please complete the identity verification (KYC) before paying.',
  paymentMismatch: 'The payment does not match the order amount.',
  sessionExpired: 'Your checkout session has expired. Please start again.',
  otherSession: 'This checkout belongs to another session.',
  otherBuyer: 'This checkout belongs to another buyer.',
  coinsUnavailable: 'This amount of this coin is not available right now. Please try a smaller amount or another coin.',
  notConfigured: 'The checkout is not configured correctly.',
  keyReusedForEvent: 'This key was used for another event of the order.',
  refundCompleted: 'The coins of this order were delivered: it cannot be refunded.',
  refundNotPaid: 'This order has not been paid: there is nothing to refund.',
  refundDeliveryUnderway: 'The coins of this order are on their way: it cannot be refunded now.',
  refundNotCovered: "The brand's balance in this currency cannot cover this refund yet.",
  refundIdReused: 'This refund id was used for another amount.',
  refundExceedsPaid: 'The refunds of this order cannot exceed what was paid: {{refundable}} can still be refunded.',
  refundAmountNotPositive: 'Nothing is left to refund on this order.',
  refundNoCoinsLeft: 'This refund would leave no coins to deliver: refund the whole order instead.',
  refundedInFull: 'This order was refunded in full: there is nothing left to refund.',
  deliveryNotRetryable: 'This delivery cannot be retried: its coins are on their way or delivered.',
  deliveryRefundStarted: 'A refund of this order was started: its delivery cannot be retried.',
  noDelivery: 'This order has no delivery: it has not been paid.',
};
export type CheckoutTextName = keyof typeof en;
type Texts = Record<CheckoutTextName, string>;

const es: Texts = {
  checkoutNotFound: 'Este pago no existe.',
  merchantNotRecognized: '¡Comercio no reconocido!',
  couponInvalid: 'Este código promocional no es válido o ha caducado.',
  minimumAmount: 'El importe mínimo es {{limit}}.',
  maximumAmount: 'El importe máximo es {{limit}}.',
  amountFormat: 'Introduzca un importe como 12.34',
  amountBelowFees: 'El importe no cubre las comisiones.',
  amountTooSmall: 'El importe es demasiado pequeño.',
  ratesFailure: 'Se ha producido un problema. Inténtelo de nuevo más tarde',
  testModeOnly: 'El pago de prueba solo existe en modo de prueba.',
  quoteNotFound: 'Esta cotización no existe. Solicite una nueva.',
  quoteExpired: 'El precio de este pedido ha caducado. Actualice la cotización.',
  invalidAddress: 'Esta no es una dirección de {{coin}} válida.',
  addressRequired: 'Introduzca la dirección para sus monedas',
  idempotencyKeyReused: 'Esta Idempotency-Key ya se usó para otro pedido.',
  idempotencyKeyInvalid: 'La cabecera Idempotency-Key no es válida.',
  quoteReused: 'Esta cotización ya se usó para otro pedido.',
  cannotCancel: 'Este pedido ya no se puede cancelar.',
  priceFixed: 'El precio de este pedido ya no puede cambiar.',
  billingFixed: 'La dirección de facturación de este pedido ya no puede cambiar.',
  orderFinal: 'Este pedido ya no puede cambiar.',
  kycRequired: 'Complete la verificación de identidad (KYC) antes de pagar.',
  paymentMismatch: 'El pago no coincide con el importe del pedido.',
  sessionExpired: 'Su sesión de pago ha caducado. Vuelva a empezar.',
  otherSession: 'Este pago pertenece a otra sesión.',
  otherBuyer: 'Este pago pertenece a otro comprador.',
  coinsUnavailable: 'Esta cantidad de esta moneda no está disponible ahora. Pruebe con un importe menor u otra moneda.',
  notConfigured: 'El pago no está configurado correctamente.',
  keyReusedForEvent: 'Esta clave ya se usó para otro evento del pedido.',
  refundCompleted: 'Las monedas de este pedido se entregaron: no se puede reembolsar.',
  refundNotPaid: 'Este pedido no se ha pagado: no hay nada que reembolsar.',
  refundDeliveryUnderway: 'Las monedas de este pedido están en camino: ahora no se puede reembolsar.',
  refundNotCovered: 'El saldo de la marca en esta moneda aún no cubre este reembolso.',
  refundIdReused: 'Este id de reembolso se usó para otro importe.',
  refundExceedsPaid:
    'Los reembolsos de este pedido no pueden superar lo pagado: aún se puede reembolsar {{refundable}}.',
  refundAmountNotPositive: 'No queda nada por reembolsar en este pedido.',
  refundNoCoinsLeft: 'Este reembolso no dejaría monedas que entregar: reembolse el pedido completo.',
  refundedInFull: 'Este pedido se reembolsó por completo: no queda nada por reembolsar.',
  deliveryNotRetryable: 'Esta entrega no se puede reintentar: sus monedas están en camino o entregadas.',
  deliveryRefundStarted: 'Se inició un reembolso de este pedido: su entrega no se puede reintentar.',
  noDelivery: 'Este pedido no tiene entrega: no se ha pagado.',
};

const cz: Texts = {
  checkoutNotFound: 'Tato platba neexistuje.',
  merchantNotRecognized: 'Obchodník nebyl rozpoznán!',
  couponInvalid: 'Tento promo kód není platný nebo vypršel.',
  minimumAmount: 'Minimální částka je {{limit}}.',
  maximumAmount: 'Maximální částka je {{limit}}.',
  amountFormat: 'Zadejte částku, například 12.34',
  amountBelowFees: 'Částka nepokryje poplatky.',
  amountTooSmall: 'Částka je příliš malá.',
  ratesFailure: 'Došlo k problému. Zkuste to prosím později',
  testModeOnly: 'Testovací platba existuje pouze v testovacím režimu.',
  quoteNotFound: 'Tato nabídka neexistuje. Vyžádejte si novou.',
  quoteExpired: 'Cena této objednávky vypršela. Obnovte prosím nabídku.',
  invalidAddress: 'Toto není platná adresa {{coin}}.',
  addressRequired: 'Zadejte adresu pro vaše mince',
  idempotencyKeyReused: 'Tento Idempotency-Key byl použit pro jinou objednávku.',
  idempotencyKeyInvalid: 'Hlavička Idempotency-Key není platná.',
  quoteReused: 'Tato nabídka byla použita pro jinou objednávku.',
  cannotCancel: 'Tuto objednávku již nelze zrušit.',
  priceFixed: 'Cenu této objednávky již nelze změnit.',
  billingFixed: 'Fakturační adresu této objednávky již nelze změnit.',
  orderFinal: 'Tuto objednávku již nelze změnit.',
  kycRequired: 'Před platbou dokončete ověření totožnosti (KYC).',
  paymentMismatch: 'Platba neodpovídá částce objednávky.',
  sessionExpired: 'Vaše platební relace vypršela. Začněte prosím znovu.',
  otherSession: 'Tato platba patří jiné relaci.',
  otherBuyer: 'Tato platba patří jinému kupujícímu.',
  coinsUnavailable: 'Toto množství této mince teď není k dispozici. Zkuste menší částku nebo jinou minci.',
  notConfigured: 'Platba není správně nastavena.',
  keyReusedForEvent: 'Tento klíč byl použit pro jinou událost objednávky.',
  refundCompleted: 'Mince této objednávky byly doručeny: nelze ji vrátit.',
  refundNotPaid: 'Tato objednávka nebyla zaplacena: není co vracet.',
  refundDeliveryUnderway: 'Mince této objednávky jsou na cestě: nyní ji nelze vrátit.',
  refundNotCovered: 'Zůstatek značky v této měně zatím nepokryje toto vrácení.',
  refundIdReused: 'Toto id vrácení bylo použito pro jinou částku.',
  refundExceedsPaid: 'Vrácení této objednávky nemohou přesáhnout zaplacenou částku: lze ještě vrátit {{refundable}}.',
  refundAmountNotPositive: 'U této objednávky už není co vracet.',
  refundNoCoinsLeft: 'Po tomto vrácení by nezůstaly žádné mince k doručení: vraťte celou objednávku.',
  refundedInFull: 'Tato objednávka byla vrácena v plné výši: už není co vracet.',
  deliveryNotRetryable: 'Toto doručení nelze zopakovat: jeho mince jsou na cestě nebo doručeny.',
  deliveryRefundStarted: 'Vrácení této objednávky bylo zahájeno: její doručení nelze zopakovat.',
  noDelivery: 'Tato objednávka nemá doručení: nebyla zaplacena.',
};

const de: Texts = {
  checkoutNotFound: 'Dieser Checkout existiert nicht.',
  merchantNotRecognized: 'Händler nicht erkannt!',
  couponInvalid: 'Dieser Gutscheincode ist ungültig oder abgelaufen.',
  minimumAmount: 'Der Mindestbetrag ist {{limit}}.',
  maximumAmount: 'Der Höchstbetrag ist {{limit}}.',
  amountFormat: 'Bitte geben Sie einen Betrag wie 12.34 ein',
  amountBelowFees: 'Der Betrag deckt die Gebühren nicht.',
  amountTooSmall: 'Der Betrag ist zu klein.',
  ratesFailure: 'Es ist ein Problem aufgetreten. Bitte versuchen Sie es später erneut',
  testModeOnly: 'Der Test-Checkout existiert nur im Testmodus.',
  quoteNotFound: 'Dieses Angebot existiert nicht. Bitte fordern Sie ein neues an.',
  quoteExpired: 'Der Preis dieser Bestellung ist abgelaufen. Bitte aktualisieren Sie das Angebot.',
  invalidAddress: 'Dies ist keine gültige {{coin}}-Adresse.',
  addressRequired: 'Bitte geben Sie die Adresse für Ihre Coins ein',
  idempotencyKeyReused: 'Dieser Idempotency-Key wurde für eine andere Bestellung verwendet.',
  idempotencyKeyInvalid: 'Der Idempotency-Key-Header ist ungültig.',
  quoteReused: 'Dieses Angebot wurde für eine andere Bestellung verwendet.',
  cannotCancel: 'Diese Bestellung kann nicht mehr storniert werden.',
  priceFixed: 'Der Preis dieser Bestellung kann sich nicht mehr ändern.',
  billingFixed: 'Die Rechnungsadresse dieser Bestellung kann nicht mehr geändert werden.',
  orderFinal: 'Diese Bestellung kann sich nicht mehr ändern.',
  kycRequired: 'Bitte schließen Sie vor der Zahlung die Identitätsprüfung (KYC) ab.',
  paymentMismatch: 'Die Zahlung entspricht nicht dem Bestellbetrag.',
  sessionExpired: 'Ihre Checkout-Sitzung ist abgelaufen. Bitte beginnen Sie erneut.',
  otherSession: 'Dieser Checkout gehört zu einer anderen Sitzung.',
  otherBuyer: 'Dieser Checkout gehört einem anderen Käufer.',
  coinsUnavailable:
    'Diese Menge dieses Coins ist gerade nicht verfügbar. Bitte versuchen Sie einen kleineren Betrag oder einen anderen Coin.',
  notConfigured: 'Der Checkout ist nicht richtig eingerichtet.',
  keyReusedForEvent: 'Dieser Schlüssel wurde für ein anderes Ereignis der Bestellung verwendet.',
  refundCompleted: 'Die Coins dieser Bestellung wurden geliefert: sie kann nicht erstattet werden.',
  refundNotPaid: 'Diese Bestellung wurde nicht bezahlt: es gibt nichts zu erstatten.',
  refundDeliveryUnderway: 'Die Coins dieser Bestellung sind unterwegs: sie kann jetzt nicht erstattet werden.',
  refundNotCovered: 'Das Guthaben der Marke in dieser Währung deckt diese Erstattung noch nicht.',
  refundIdReused: 'Diese Erstattungs-ID wurde für einen anderen Betrag verwendet.',
  refundExceedsPaid:
    'Die Erstattungen dieser Bestellung dürfen den bezahlten Betrag nicht übersteigen: {{refundable}} können noch erstattet werden.',
  refundAmountNotPositive: 'Bei dieser Bestellung ist nichts mehr zu erstatten.',
  refundNoCoinsLeft: 'Nach dieser Erstattung blieben keine Coins zu liefern: erstatten Sie die ganze Bestellung.',
  refundedInFull: 'Diese Bestellung wurde vollständig erstattet: es ist nichts mehr zu erstatten.',
  deliveryNotRetryable: 'Diese Lieferung kann nicht wiederholt werden: ihre Coins sind unterwegs oder geliefert.',
  deliveryRefundStarted:
    'Eine Erstattung dieser Bestellung wurde begonnen: ihre Lieferung kann nicht wiederholt werden.',
  noDelivery: 'Diese Bestellung hat keine Lieferung: sie wurde nicht bezahlt.',
};

const fi: Texts = {
  checkoutNotFound: 'Tätä maksua ei ole olemassa.',
  merchantNotRecognized: 'Kauppiasta ei tunnistettu!',
  couponInvalid: 'Tämä tarjouskoodi ei ole voimassa tai se on vanhentunut.',
  minimumAmount: 'Vähimmäissumma on {{limit}}.',
  maximumAmount: 'Enimmäissumma on {{limit}}.',
  amountFormat: 'Anna summa, esimerkiksi 12.34',
  amountBelowFees: 'Summa ei kata maksuja.',
  amountTooSmall: 'Summa on liian pieni.',
  ratesFailure: 'Tapahtui virhe. Yritä myöhemmin uudelleen',
  testModeOnly: 'Testimaksu on käytettävissä vain testitilassa.',
  quoteNotFound: 'Tätä hintatarjousta ei ole. Pyydä uusi.',
  quoteExpired: 'Tämän tilauksen hinta on vanhentunut. Päivitä hintatarjous.',
  invalidAddress: 'Tämä ei ole kelvollinen {{coin}}-osoite.',
  addressRequired: 'Anna osoite kolikoillesi',
  idempotencyKeyReused: 'Tätä Idempotency-Key-avainta on käytetty toiseen tilaukseen.',
  idempotencyKeyInvalid: 'Idempotency-Key-otsake ei ole kelvollinen.',
  quoteReused: 'Tätä hintatarjousta on käytetty toiseen tilaukseen.',
  cannotCancel: 'Tätä tilausta ei voi enää peruuttaa.',
  priceFixed: 'Tämän tilauksen hinta ei voi enää muuttua.',
  billingFixed: 'Tämän tilauksen laskutusosoitetta ei voi enää muuttaa.',
  orderFinal: 'Tämä tilaus ei voi enää muuttua.',
  kycRequired: 'Suorita henkilöllisyyden vahvistus (KYC) ennen maksamista.',
  paymentMismatch: 'Maksu ei vastaa tilauksen summaa.',
  sessionExpired: 'Maksuistuntosi on vanhentunut. Aloita alusta.',
  otherSession: 'Tämä maksu kuuluu toiseen istuntoon.',
  otherBuyer: 'Tämä maksu kuuluu toiselle ostajalle.',
  coinsUnavailable:
    'Tätä määrää tätä kolikkoa ei ole juuri nyt saatavilla. Kokeile pienempää summaa tai toista kolikkoa.',
  notConfigured: 'Maksua ei ole määritetty oikein.',
  keyReusedForEvent: 'Tätä avainta on käytetty tilauksen toiseen tapahtumaan.',
  refundCompleted: 'Tämän tilauksen kolikot on toimitettu: sitä ei voi hyvittää.',
  refundNotPaid: 'Tätä tilausta ei ole maksettu: hyvitettävää ei ole.',
  refundDeliveryUnderway: 'Tämän tilauksen kolikot ovat matkalla: sitä ei voi hyvittää nyt.',
  refundNotCovered: 'Brändin saldo tässä valuutassa ei vielä kata tätä hyvitystä.',
  refundIdReused: 'Tätä hyvitystunnusta käytettiin toiselle summalle.',
  refundExceedsPaid:
    'Tämän tilauksen hyvitykset eivät voi ylittää maksettua summaa: vielä voidaan hyvittää {{refundable}}.',
  refundAmountNotPositive: 'Tästä tilauksesta ei ole enää hyvitettävää.',
  refundNoCoinsLeft: 'Tämän hyvityksen jälkeen toimitettavia kolikoita ei jäisi: hyvitä koko tilaus.',
  refundedInFull: 'Tämä tilaus on hyvitetty kokonaan: hyvitettävää ei ole enää.',
  deliveryNotRetryable: 'Tätä toimitusta ei voi yrittää uudelleen: sen kolikot ovat matkalla tai toimitettu.',
  deliveryRefundStarted: 'Tämän tilauksen hyvitys on aloitettu: sen toimitusta ei voi yrittää uudelleen.',
  noDelivery: 'Tällä tilauksella ei ole toimitusta: sitä ei ole maksettu.',
};

const it: Texts = {
  checkoutNotFound: 'Questo pagamento non esiste.',
  merchantNotRecognized: 'Esercente non riconosciuto!',
  couponInvalid: 'Questo codice promozionale non è valido o è scaduto.',
  minimumAmount: "L'importo minimo è {{limit}}.",
  maximumAmount: "L'importo massimo è {{limit}}.",
  amountFormat: 'Inserisci un importo come 12.34',
  amountBelowFees: "L'importo non copre le commissioni.",
  amountTooSmall: "L'importo è troppo basso.",
  ratesFailure: 'Si è verificato un problema. Riprova più tardi',
  testModeOnly: 'Il pagamento di prova esiste solo in modalità di prova.',
  quoteNotFound: 'Questa quotazione non esiste. Richiedine una nuova.',
  quoteExpired: 'Il prezzo di questo ordine è scaduto. Aggiorna la quotazione.',
  invalidAddress: 'Questo non è un indirizzo {{coin}} valido.',
  addressRequired: "Inserisci l'indirizzo per le tue monete",
  idempotencyKeyReused: 'Questa Idempotency-Key è stata usata per un altro ordine.',
  idempotencyKeyInvalid: "L'intestazione Idempotency-Key non è valida.",
  quoteReused: 'Questa quotazione è stata usata per un altro ordine.',
  cannotCancel: 'Questo ordine non può più essere annullato.',
  priceFixed: 'Il prezzo di questo ordine non può più cambiare.',
  billingFixed: "L'indirizzo di fatturazione di questo ordine non può più cambiare.",
  orderFinal: 'Questo ordine non può più cambiare.',
  kycRequired: "Completa la verifica dell'identità (KYC) prima di pagare.",
  paymentMismatch: "Il pagamento non corrisponde all'importo dell'ordine.",
  sessionExpired: 'La tua sessione di pagamento è scaduta. Ricomincia.',
  otherSession: "Questo pagamento appartiene a un'altra sessione.",
  otherBuyer: 'Questo pagamento appartiene a un altro acquirente.',
  coinsUnavailable:
    "Questa quantità di questa moneta non è disponibile ora. Prova un importo minore o un'altra moneta.",
  notConfigured: 'Il pagamento non è configurato correttamente.',
  keyReusedForEvent: "Questa chiave è stata usata per un altro evento dell'ordine.",
  refundCompleted: 'Le monete di questo ordine sono state consegnate: non può essere rimborsato.',
  refundNotPaid: "Questo ordine non è stato pagato: non c'è nulla da rimborsare.",
  refundDeliveryUnderway: 'Le monete di questo ordine sono in viaggio: ora non può essere rimborsato.',
  refundNotCovered: 'Il saldo del marchio in questa valuta non copre ancora questo rimborso.',
  refundIdReused: 'Questo id di rimborso è stato usato per un altro importo.',
  refundExceedsPaid:
    'I rimborsi di questo ordine non possono superare quanto pagato: si possono ancora rimborsare {{refundable}}.',
  refundAmountNotPositive: 'Non resta nulla da rimborsare per questo ordine.',
  refundNoCoinsLeft: 'Questo rimborso non lascerebbe monete da consegnare: rimborsa l’intero ordine.',
  refundedInFull: 'Questo ordine è stato rimborsato per intero: non resta nulla da rimborsare.',
  deliveryNotRetryable: 'Questa consegna non può essere ritentata: le sue monete sono in viaggio o consegnate.',
  deliveryRefundStarted: 'È stato avviato un rimborso di questo ordine: la sua consegna non può essere ritentata.',
  noDelivery: 'Questo ordine non ha una consegna: non è stato pagato.',
};

const no: Texts = {
  checkoutNotFound: 'Denne betalingen finnes ikke.',
  merchantNotRecognized: 'Forhandler ikke gjenkjent!',
  couponInvalid: 'Denne kampanjekoden er ikke gyldig eller har utløpt.',
  minimumAmount: 'Minste beløp er {{limit}}.',
  maximumAmount: 'Største beløp er {{limit}}.',
  amountFormat: 'Skriv inn et beløp som 12.34',
  amountBelowFees: 'Beløpet dekker ikke gebyrene.',
  amountTooSmall: 'Beløpet er for lite.',
  ratesFailure: 'Det oppstod et problem. Prøv igjen senere',
  testModeOnly: 'Testbetalingen finnes bare i testmodus.',
  quoteNotFound: 'Dette pristilbudet finnes ikke. Be om et nytt.',
  quoteExpired: 'Prisen på denne bestillingen har utløpt. Oppdater pristilbudet.',
  invalidAddress: 'Dette er ikke en gyldig {{coin}}-adresse.',
  addressRequired: 'Skriv inn adressen for myntene dine',
  idempotencyKeyReused: 'Denne Idempotency-Key ble brukt for en annen bestilling.',
  idempotencyKeyInvalid: 'Idempotency-Key-overskriften er ikke gyldig.',
  quoteReused: 'Dette pristilbudet ble brukt for en annen bestilling.',
  cannotCancel: 'Denne bestillingen kan ikke lenger kanselleres.',
  priceFixed: 'Prisen på denne bestillingen kan ikke lenger endres.',
  billingFixed: 'Fakturaadressen til denne bestillingen kan ikke lenger endres.',
  orderFinal: 'Denne bestillingen kan ikke lenger endres.',
  kycRequired: 'Fullfør identitetsbekreftelsen (KYC) før du betaler.',
  paymentMismatch: 'Betalingen samsvarer ikke med bestillingens beløp.',
  sessionExpired: 'Betalingsøkten din har utløpt. Start på nytt.',
  otherSession: 'Denne betalingen tilhører en annen økt.',
  otherBuyer: 'Denne betalingen tilhører en annen kjøper.',
  coinsUnavailable: 'Denne mengden av denne mynten er ikke tilgjengelig nå. Prøv et mindre beløp eller en annen mynt.',
  notConfigured: 'Betalingen er ikke riktig satt opp.',
  keyReusedForEvent: 'Denne nøkkelen ble brukt for en annen hendelse i bestillingen.',
  refundCompleted: 'Myntene i denne bestillingen er levert: den kan ikke refunderes.',
  refundNotPaid: 'Denne bestillingen er ikke betalt: det er ingenting å refundere.',
  refundDeliveryUnderway: 'Myntene i denne bestillingen er på vei: den kan ikke refunderes nå.',
  refundNotCovered: 'Merkets saldo i denne valutaen dekker ikke denne refusjonen ennå.',
  refundIdReused: 'Denne refusjons-ID-en ble brukt for et annet beløp.',
  refundExceedsPaid:
    'Refusjonene av denne bestillingen kan ikke overstige det som ble betalt: {{refundable}} kan fortsatt refunderes.',
  refundAmountNotPositive: 'Det er ingenting igjen å refundere på denne bestillingen.',
  refundNoCoinsLeft: 'Denne refusjonen ville ikke etterlate noen mynter å levere: refunder hele bestillingen.',
  refundedInFull: 'Denne bestillingen er refundert i sin helhet: det er ingenting igjen å refundere.',
  deliveryNotRetryable: 'Denne leveransen kan ikke prøves på nytt: myntene er på vei eller levert.',
  deliveryRefundStarted: 'En refusjon av denne bestillingen er startet: leveransen kan ikke prøves på nytt.',
  noDelivery: 'Denne bestillingen har ingen leveranse: den er ikke betalt.',
};

export const checkoutTexts: Record<LocaleCode, Texts> = { en, es, cz, de, fi, it, no };

/** The English message of a text, its placeholders filled in (what a DomainError carries). */
export function checkoutText(name: CheckoutTextName, values: Record<string, string> = {}): string {
  return en[name].replace(/\{\{(\w+)\}\}/g, (_match, key: string) => values[key] ?? '');
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English message → the same message in `locale` (placeholders carried over); unknown text stays. */
const templates = (Object.keys(en) as CheckoutTextName[]).map((name) => {
  const keys: string[] = [];
  const pattern = escape(en[name]).replace(/\\\{\\\{(\w+)\\\}\\\}/g, (_match, key: string) => {
    keys.push(key);
    return '(.+?)';
  });
  return { name, keys, regex: new RegExp(`^${pattern}$`) };
});

export function translateCheckoutMessage(message: string, locale: LocaleCode): string {
  if (message.startsWith('validation:')) {
    const name = message.slice('validation:'.length);
    const text = (allLocaleResources()[locale].validation as Record<string, unknown>)[name];
    return typeof text === 'string' ? text : (englishValidationMessage(message) ?? message);
  }
  if (locale === 'en') return message;
  for (const template of templates) {
    const match = template.regex.exec(message);
    if (match === null) continue;
    const values = Object.fromEntries(template.keys.map((key, index) => [key, match[index + 1] ?? '']));
    return checkoutTexts[locale][template.name].replace(/\{\{(\w+)\}\}/g, (_m, key: string) => values[key] ?? '');
  }
  return message;
}

export function requestLocale(request: FastifyRequest): LocaleCode {
  const cookie = request.cookies?.['locale'];
  return isLocaleCode(cookie) ? cookie : 'en';
}

/** The checkout routes' error handler: every user message in the request's language. */
export function checkoutErrorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): unknown {
  const locale = requestLocale(request);
  return replyWithFailure(error, request, reply, (message) => translateCheckoutMessage(message, locale));
}
