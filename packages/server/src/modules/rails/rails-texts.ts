import { englishValidationMessage, isLocaleCode, localeCodes, type LocaleCode } from '@platform/core';
import { allLocaleResources } from '@platform/core/i18n/every-locale';
import type { FastifyRequest } from 'fastify';

/**
 * The rails' own user texts (the spec words none of them) in the 7 locales: card decline messages,
 * the refusals of the payment calls, and the hosted sandbox pages (3-D Secure challenge, bank).
 * The API answers in English unless the `locale` cookie (spec §9) or a page's `lang` asks otherwise.
 */
const en = {
  declineGeneric: 'Your card was declined. Please use another card or another payment method.',
  declineInsufficientFunds: 'Your card has insufficient funds. Please use another card.',
  declineExpiredCard: 'Your card has expired. Please use another card.',
  declineIncorrectCvc: "Your card's security code (CVC) is incorrect. Please check it and try again.",
  declineAuthenticationFailed: 'The 3-D Secure check of your card failed. Please try again or use another card.',
  declineCardNotSupported: 'This card cannot be used here. In test mode, use one of the documented test cards.',
  declineProcessingError: 'Your card could not be charged. Please try again later.',
  notCardOrder: 'This checkout is not paid by card.',
  notBankOrder: 'This checkout is not paid by bank transfer or online banking.',
  notPayable: 'This checkout cannot be paid any more.',
  tooManyDeclines: 'Too many declined card payments for this checkout. Please start a new checkout.',
  savedCardNotFound: 'No saved card with this id.',
  cardRequired: 'Please enter your card details or choose a saved card.',
  cardsUnavailable: 'Card payments are not available at the moment.',
  noBankAccount: 'Bank transfers in this currency are not available at the moment.',
  sandboxTitle: 'Sandbox bank (test mode)',
  challengeTitle: '3-D Secure check',
  challengeTitle2: '3-D Secure 2 check',
  challengeIntro: 'Your bank asks you to confirm this card payment. This is a test-mode page: no real money moves.',
  amountLabel: 'Amount',
  approve: 'Approve',
  fail: 'Fail',
  cancel: 'Cancel',
  alreadyAnswered: 'This check was answered already.',
  bankTitle: 'Online banking',
  bankIntro: 'Confirm the payment in your online bank. This is a test-mode page: no real money moves.',
  referenceLabel: 'Reference',
  backToCheckout: 'Back to the checkout',
  buyerRegistered: 'We sent verification codes to your email address and mobile number.',
  codeRequired: 'Please enter the 6-digit code.',
  alreadyVerified: 'This is verified already.',
  unmatchedLine: 'This bank line does not exactly match a waiting bank transfer; it is queued for an operator.',
  cardRefundFailed: 'The card processor did not refund this payment. Please try again later.',
  payoutInstruction:
    'Pay {{amount}} {{currency}} back by bank transfer to the account that made the payment {{reference}} of this order.',
};

export type RailsTextName = keyof typeof en;

export const railsTexts: Record<LocaleCode, Record<RailsTextName, string>> = {
  en,
  es: {
    declineGeneric: 'Tu tarjeta ha sido rechazada. Usa otra tarjeta u otro método de pago.',
    declineInsufficientFunds: 'Tu tarjeta no tiene fondos suficientes. Usa otra tarjeta.',
    declineExpiredCard: 'Tu tarjeta ha caducado. Usa otra tarjeta.',
    declineIncorrectCvc: 'El código de seguridad (CVC) de tu tarjeta es incorrecto. Compruébalo e inténtalo de nuevo.',
    declineAuthenticationFailed:
      'La verificación 3-D Secure de tu tarjeta ha fallado. Inténtalo de nuevo o usa otra tarjeta.',
    declineCardNotSupported:
      'Esta tarjeta no se puede usar aquí. En modo de prueba, usa una de las tarjetas de prueba documentadas.',
    declineProcessingError: 'No se ha podido cobrar en tu tarjeta. Inténtalo de nuevo más tarde.',
    notCardOrder: 'Esta compra no se paga con tarjeta.',
    notBankOrder: 'Esta compra no se paga por transferencia bancaria ni por banca en línea.',
    notPayable: 'Esta compra ya no se puede pagar.',
    tooManyDeclines: 'Demasiados pagos con tarjeta rechazados para esta compra. Inicia una compra nueva.',
    savedCardNotFound: 'No hay ninguna tarjeta guardada con este identificador.',
    cardRequired: 'Introduce los datos de tu tarjeta o elige una tarjeta guardada.',
    cardsUnavailable: 'Los pagos con tarjeta no están disponibles en este momento.',
    noBankAccount: 'Las transferencias bancarias en esta moneda no están disponibles en este momento.',
    sandboxTitle: 'Banco de pruebas (modo de prueba)',
    challengeTitle: 'Verificación 3-D Secure',
    challengeTitle2: 'Verificación 3-D Secure 2',
    challengeIntro:
      'Tu banco te pide que confirmes este pago con tarjeta. Es una página del modo de prueba: no se mueve dinero real.',
    amountLabel: 'Importe',
    approve: 'Aprobar',
    fail: 'Rechazar',
    cancel: 'Cancelar',
    alreadyAnswered: 'Esta verificación ya se respondió.',
    bankTitle: 'Banca en línea',
    bankIntro: 'Confirma el pago en tu banca en línea. Es una página del modo de prueba: no se mueve dinero real.',
    referenceLabel: 'Referencia',
    backToCheckout: 'Volver a la compra',
    buyerRegistered: 'Hemos enviado códigos de verificación a tu correo electrónico y a tu número de móvil.',
    codeRequired: 'Introduce el código de 6 dígitos.',
    alreadyVerified: 'Esto ya está verificado.',
    unmatchedLine:
      'Esta línea bancaria no coincide exactamente con ninguna transferencia pendiente; queda en cola para un operador.',
    cardRefundFailed: 'El procesador de tarjetas no reembolsó este pago. Inténtelo de nuevo más tarde.',
    payoutInstruction:
      'Devuelva {{amount}} {{currency}} por transferencia bancaria a la cuenta que hizo el pago {{reference}} de este pedido.',
  },
  cz: {
    declineGeneric: 'Vaše karta byla zamítnuta. Použijte jinou kartu nebo jiný způsob platby.',
    declineInsufficientFunds: 'Na vaší kartě není dostatek prostředků. Použijte jinou kartu.',
    declineExpiredCard: 'Platnost vaší karty vypršela. Použijte jinou kartu.',
    declineIncorrectCvc: 'Bezpečnostní kód (CVC) vaší karty není správný. Zkontrolujte jej a zkuste to znovu.',
    declineAuthenticationFailed:
      'Ověření 3-D Secure vaší karty se nezdařilo. Zkuste to znovu nebo použijte jinou kartu.',
    declineCardNotSupported:
      'Tuto kartu zde nelze použít. V testovacím režimu použijte jednu z popsaných testovacích karet.',
    declineProcessingError: 'Platbu z vaší karty se nepodařilo provést. Zkuste to prosím později.',
    notCardOrder: 'Tento nákup se neplatí kartou.',
    notBankOrder: 'Tento nákup se neplatí bankovním převodem ani online bankovnictvím.',
    notPayable: 'Tento nákup už nelze zaplatit.',
    tooManyDeclines: 'Příliš mnoho zamítnutých plateb kartou u tohoto nákupu. Začněte prosím nový nákup.',
    savedCardNotFound: 'Uložená karta s tímto identifikátorem neexistuje.',
    cardRequired: 'Zadejte údaje své karty nebo vyberte uloženou kartu.',
    cardsUnavailable: 'Platby kartou nejsou momentálně k dispozici.',
    noBankAccount: 'Bankovní převody v této měně nejsou momentálně k dispozici.',
    sandboxTitle: 'Testovací banka (testovací režim)',
    challengeTitle: 'Ověření 3-D Secure',
    challengeTitle2: 'Ověření 3-D Secure 2',
    challengeIntro:
      'Vaše banka vás žádá o potvrzení této platby kartou. Toto je stránka testovacího režimu: žádné skutečné peníze se nepřevádějí.',
    amountLabel: 'Částka',
    approve: 'Schválit',
    fail: 'Zamítnout',
    cancel: 'Zrušit',
    alreadyAnswered: 'Toto ověření již bylo zodpovězeno.',
    bankTitle: 'Online bankovnictví',
    bankIntro:
      'Potvrďte platbu ve svém online bankovnictví. Toto je stránka testovacího režimu: žádné skutečné peníze se nepřevádějí.',
    referenceLabel: 'Reference',
    backToCheckout: 'Zpět k nákupu',
    buyerRegistered: 'Poslali jsme ověřovací kódy na váš e-mail a mobilní číslo.',
    codeRequired: 'Zadejte prosím šestimístný kód.',
    alreadyVerified: 'Toto je již ověřeno.',
    unmatchedLine: 'Tento bankovní záznam přesně neodpovídá žádnému čekajícímu převodu; čeká ve frontě na operátora.',
    cardRefundFailed: 'Karetní procesor tuto platbu nevrátil. Zkuste to prosím později.',
    payoutInstruction:
      'Vraťte {{amount}} {{currency}} bankovním převodem na účet, ze kterého přišla platba {{reference}} této objednávky.',
  },
  de: {
    declineGeneric: 'Ihre Karte wurde abgelehnt. Bitte verwenden Sie eine andere Karte oder Zahlungsart.',
    declineInsufficientFunds: 'Ihre Karte ist nicht ausreichend gedeckt. Bitte verwenden Sie eine andere Karte.',
    declineExpiredCard: 'Ihre Karte ist abgelaufen. Bitte verwenden Sie eine andere Karte.',
    declineIncorrectCvc:
      'Der Sicherheitscode (CVC) Ihrer Karte ist falsch. Bitte prüfen Sie ihn und versuchen Sie es erneut.',
    declineAuthenticationFailed:
      'Die 3-D-Secure-Prüfung Ihrer Karte ist fehlgeschlagen. Bitte versuchen Sie es erneut oder verwenden Sie eine andere Karte.',
    declineCardNotSupported:
      'Diese Karte kann hier nicht verwendet werden. Verwenden Sie im Testmodus eine der dokumentierten Testkarten.',
    declineProcessingError: 'Ihre Karte konnte nicht belastet werden. Bitte versuchen Sie es später erneut.',
    notCardOrder: 'Dieser Kauf wird nicht mit Karte bezahlt.',
    notBankOrder: 'Dieser Kauf wird nicht per Banküberweisung oder Online-Banking bezahlt.',
    notPayable: 'Dieser Kauf kann nicht mehr bezahlt werden.',
    tooManyDeclines: 'Zu viele abgelehnte Kartenzahlungen für diesen Kauf. Bitte starten Sie einen neuen Kauf.',
    savedCardNotFound: 'Es gibt keine gespeicherte Karte mit dieser ID.',
    cardRequired: 'Bitte geben Sie Ihre Kartendaten ein oder wählen Sie eine gespeicherte Karte.',
    cardsUnavailable: 'Kartenzahlungen sind derzeit nicht verfügbar.',
    noBankAccount: 'Banküberweisungen in dieser Währung sind derzeit nicht verfügbar.',
    sandboxTitle: 'Testbank (Testmodus)',
    challengeTitle: '3-D-Secure-Prüfung',
    challengeTitle2: '3-D-Secure-2-Prüfung',
    challengeIntro:
      'Ihre Bank bittet Sie, diese Kartenzahlung zu bestätigen. Dies ist eine Seite des Testmodus: Es wird kein echtes Geld bewegt.',
    amountLabel: 'Betrag',
    approve: 'Bestätigen',
    fail: 'Ablehnen',
    cancel: 'Abbrechen',
    alreadyAnswered: 'Diese Prüfung wurde bereits beantwortet.',
    bankTitle: 'Online-Banking',
    bankIntro:
      'Bestätigen Sie die Zahlung in Ihrem Online-Banking. Dies ist eine Seite des Testmodus: Es wird kein echtes Geld bewegt.',
    referenceLabel: 'Verwendungszweck',
    backToCheckout: 'Zurück zum Kauf',
    buyerRegistered: 'Wir haben Bestätigungscodes an Ihre E-Mail-Adresse und Ihre Mobilnummer gesendet.',
    codeRequired: 'Bitte geben Sie den 6-stelligen Code ein.',
    alreadyVerified: 'Dies ist bereits bestätigt.',
    unmatchedLine: 'Diese Bankbuchung passt nicht genau zu einer wartenden Überweisung; sie wartet auf einen Operator.',
    cardRefundFailed: 'Der Kartenabwickler hat diese Zahlung nicht erstattet. Bitte versuchen Sie es später erneut.',
    payoutInstruction:
      'Zahlen Sie {{amount}} {{currency}} per Überweisung an das Konto zurück, von dem die Zahlung {{reference}} dieser Bestellung kam.',
  },
  fi: {
    declineGeneric: 'Korttisi hylättiin. Käytä toista korttia tai maksutapaa.',
    declineInsufficientFunds: 'Kortillasi ei ole riittävästi katetta. Käytä toista korttia.',
    declineExpiredCard: 'Korttisi on vanhentunut. Käytä toista korttia.',
    declineIncorrectCvc: 'Korttisi turvakoodi (CVC) on väärin. Tarkista se ja yritä uudelleen.',
    declineAuthenticationFailed:
      'Korttisi 3-D Secure -tarkistus epäonnistui. Yritä uudelleen tai käytä toista korttia.',
    declineCardNotSupported:
      'Tätä korttia ei voi käyttää täällä. Käytä testitilassa jotakin dokumentoiduista testikorteista.',
    declineProcessingError: 'Korttiasi ei voitu veloittaa. Yritä myöhemmin uudelleen.',
    notCardOrder: 'Tätä ostoa ei makseta kortilla.',
    notBankOrder: 'Tätä ostoa ei makseta tilisiirrolla eikä verkkopankissa.',
    notPayable: 'Tätä ostoa ei voi enää maksaa.',
    tooManyDeclines: 'Liian monta hylättyä korttimaksua tälle ostolle. Aloita uusi osto.',
    savedCardNotFound: 'Tällä tunnisteella ei ole tallennettua korttia.',
    cardRequired: 'Anna korttisi tiedot tai valitse tallennettu kortti.',
    cardsUnavailable: 'Korttimaksut eivät ole juuri nyt käytettävissä.',
    noBankAccount: 'Tilisiirrot tässä valuutassa eivät ole juuri nyt käytettävissä.',
    sandboxTitle: 'Testipankki (testitila)',
    challengeTitle: '3-D Secure -tarkistus',
    challengeTitle2: '3-D Secure 2 -tarkistus',
    challengeIntro:
      'Pankkisi pyytää sinua vahvistamaan tämän korttimaksun. Tämä on testitilan sivu: oikeaa rahaa ei siirry.',
    amountLabel: 'Summa',
    approve: 'Hyväksy',
    fail: 'Hylkää',
    cancel: 'Peruuta',
    alreadyAnswered: 'Tähän tarkistukseen on jo vastattu.',
    bankTitle: 'Verkkopankki',
    bankIntro: 'Vahvista maksu verkkopankissasi. Tämä on testitilan sivu: oikeaa rahaa ei siirry.',
    referenceLabel: 'Viite',
    backToCheckout: 'Takaisin ostoon',
    buyerRegistered: 'Lähetimme vahvistuskoodit sähköpostiosoitteeseesi ja matkapuhelinnumeroosi.',
    codeRequired: 'Anna 6-numeroinen koodi.',
    alreadyVerified: 'Tämä on jo vahvistettu.',
    unmatchedLine:
      'Tämä pankkitapahtuma ei vastaa tarkasti mitään odottavaa tilisiirtoa; se odottaa operaattoria jonossa.',
    cardRefundFailed: 'Korttimaksujen käsittelijä ei hyvittänyt tätä maksua. Yritä myöhemmin uudelleen.',
    payoutInstruction:
      'Maksa {{amount}} {{currency}} takaisin tilisiirrolla tilille, jolta tämän tilauksen maksu {{reference}} tuli.',
  },
  it: {
    declineGeneric: 'La tua carta è stata rifiutata. Usa un’altra carta o un altro metodo di pagamento.',
    declineInsufficientFunds: 'La tua carta non ha fondi sufficienti. Usa un’altra carta.',
    declineExpiredCard: 'La tua carta è scaduta. Usa un’altra carta.',
    declineIncorrectCvc: 'Il codice di sicurezza (CVC) della tua carta non è corretto. Controllalo e riprova.',
    declineAuthenticationFailed: 'La verifica 3-D Secure della tua carta non è riuscita. Riprova o usa un’altra carta.',
    declineCardNotSupported:
      'Questa carta non può essere usata qui. In modalità di prova, usa una delle carte di prova documentate.',
    declineProcessingError: 'Non è stato possibile addebitare la tua carta. Riprova più tardi.',
    notCardOrder: 'Questo acquisto non si paga con carta.',
    notBankOrder: 'Questo acquisto non si paga con bonifico bancario né con home banking.',
    notPayable: 'Questo acquisto non può più essere pagato.',
    tooManyDeclines: 'Troppi pagamenti con carta rifiutati per questo acquisto. Avvia un nuovo acquisto.',
    savedCardNotFound: 'Nessuna carta salvata con questo identificativo.',
    cardRequired: 'Inserisci i dati della tua carta o scegli una carta salvata.',
    cardsUnavailable: 'I pagamenti con carta non sono disponibili al momento.',
    noBankAccount: 'I bonifici bancari in questa valuta non sono disponibili al momento.',
    sandboxTitle: 'Banca di prova (modalità di prova)',
    challengeTitle: 'Verifica 3-D Secure',
    challengeTitle2: 'Verifica 3-D Secure 2',
    challengeIntro:
      'La tua banca ti chiede di confermare questo pagamento con carta. Questa è una pagina della modalità di prova: non si muove denaro reale.',
    amountLabel: 'Importo',
    approve: 'Approva',
    fail: 'Rifiuta',
    cancel: 'Annulla',
    alreadyAnswered: 'A questa verifica è già stata data una risposta.',
    bankTitle: 'Home banking',
    bankIntro:
      'Conferma il pagamento nel tuo home banking. Questa è una pagina della modalità di prova: non si muove denaro reale.',
    referenceLabel: 'Causale',
    backToCheckout: 'Torna all’acquisto',
    buyerRegistered: 'Abbiamo inviato i codici di verifica al tuo indirizzo email e al tuo numero di cellulare.',
    codeRequired: 'Inserisci il codice di 6 cifre.',
    alreadyVerified: 'Questo è già verificato.',
    unmatchedLine:
      'Questa riga bancaria non corrisponde esattamente a nessun bonifico in attesa; è in coda per un operatore.',
    cardRefundFailed: "L'elaboratore delle carte non ha rimborsato questo pagamento. Riprova più tardi.",
    payoutInstruction:
      'Restituisci {{amount}} {{currency}} con bonifico al conto che ha effettuato il pagamento {{reference}} di questo ordine.',
  },
  no: {
    declineGeneric: 'Kortet ditt ble avvist. Bruk et annet kort eller en annen betalingsmåte.',
    declineInsufficientFunds: 'Kortet ditt har ikke dekning. Bruk et annet kort.',
    declineExpiredCard: 'Kortet ditt er utløpt. Bruk et annet kort.',
    declineIncorrectCvc: 'Sikkerhetskoden (CVC) til kortet ditt er feil. Sjekk den og prøv igjen.',
    declineAuthenticationFailed: '3-D Secure-kontrollen av kortet ditt mislyktes. Prøv igjen eller bruk et annet kort.',
    declineCardNotSupported:
      'Dette kortet kan ikke brukes her. I testmodus bruker du et av de dokumenterte testkortene.',
    declineProcessingError: 'Kortet ditt kunne ikke belastes. Prøv igjen senere.',
    notCardOrder: 'Dette kjøpet betales ikke med kort.',
    notBankOrder: 'Dette kjøpet betales ikke med bankoverføring eller nettbank.',
    notPayable: 'Dette kjøpet kan ikke betales lenger.',
    tooManyDeclines: 'For mange avviste kortbetalinger for dette kjøpet. Start et nytt kjøp.',
    savedCardNotFound: 'Det finnes ikke noe lagret kort med denne ID-en.',
    cardRequired: 'Skriv inn kortopplysningene dine eller velg et lagret kort.',
    cardsUnavailable: 'Kortbetaling er ikke tilgjengelig for øyeblikket.',
    noBankAccount: 'Bankoverføringer i denne valutaen er ikke tilgjengelige for øyeblikket.',
    sandboxTitle: 'Testbank (testmodus)',
    challengeTitle: '3-D Secure-kontroll',
    challengeTitle2: '3-D Secure 2-kontroll',
    challengeIntro:
      'Banken din ber deg bekrefte denne kortbetalingen. Dette er en side i testmodus: ingen ekte penger flyttes.',
    amountLabel: 'Beløp',
    approve: 'Godkjenn',
    fail: 'Avvis',
    cancel: 'Avbryt',
    alreadyAnswered: 'Denne kontrollen er allerede besvart.',
    bankTitle: 'Nettbank',
    bankIntro: 'Bekreft betalingen i nettbanken din. Dette er en side i testmodus: ingen ekte penger flyttes.',
    referenceLabel: 'Referanse',
    backToCheckout: 'Tilbake til kjøpet',
    buyerRegistered: 'Vi har sendt bekreftelseskoder til e-postadressen og mobilnummeret ditt.',
    codeRequired: 'Skriv inn den 6-sifrede koden.',
    alreadyVerified: 'Dette er allerede bekreftet.',
    unmatchedLine:
      'Denne banklinjen samsvarer ikke nøyaktig med noen ventende overføring; den står i kø for en operatør.',
    cardRefundFailed: 'Kortbehandleren refunderte ikke denne betalingen. Prøv igjen senere.',
    payoutInstruction:
      'Betal {{amount}} {{currency}} tilbake med bankoverføring til kontoen som gjorde betalingen {{reference}} for denne bestillingen.',
  },
};

/** The request's language: a page's `lang` query, else the `locale` cookie (spec §9), else English. */
export function railsLocale(request: FastifyRequest): LocaleCode {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const lang = query['lang'];
  if (typeof lang === 'string' && isLocaleCode(lang)) return lang;
  const cookie = request.cookies?.['locale'];
  return isLocaleCode(cookie) ? cookie : 'en';
}

export function railsText(request: FastifyRequest, name: RailsTextName): string {
  return railsTexts[railsLocale(request)][name];
}

/** English text → every locale: the rails texts and core's `messages` namespace (the spec's own messages). */
const byEnglish: Map<string, Record<LocaleCode, string>> = (() => {
  const table = new Map<string, Record<LocaleCode, string>>();
  for (const name of Object.keys(en) as RailsTextName[]) {
    const translations = {} as Record<LocaleCode, string>;
    for (const locale of localeCodes) translations[locale] = railsTexts[locale][name];
    table.set(en[name], translations);
  }
  const resources = allLocaleResources();
  for (const key of Object.keys(resources.en.messages.user) as (keyof typeof resources.en.messages.user)[]) {
    const translations = {} as Record<LocaleCode, string>;
    for (const locale of localeCodes) translations[locale] = resources[locale].messages.user[key];
    table.set(resources.en.messages.user[key], translations);
  }
  return table;
})();

/** A user message of the rails in the request's language (unknown texts stay as they are). */
export function localizeRailsMessage(message: string, locale: LocaleCode): string {
  if (message.startsWith('validation:')) {
    const name = message.slice('validation:'.length);
    const texts = allLocaleResources()[locale].validation as Record<string, string>;
    return texts[name] ?? englishValidationMessage(message) ?? message;
  }
  return byEnglish.get(message)?.[locale] ?? message;
}
