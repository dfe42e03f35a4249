import type { WidgetTexts } from './en.js';

/** Namespace `widget` in German: every key of ./en.ts (the type checks it). */
export const de: WidgetTexts = {
  header: {
    paymentFor: 'Zahlung für {{product}}',
    payWith: 'Mit {{coin}} ({{iso}}) bezahlen',
    orderId: 'Bestell-ID',
  },
  testMode: 'Testmodus',
  home: {
    title: 'Zahlungsart wählen',
    intro: 'Wählen Sie die Währung, mit der Sie bezahlen möchten.',
    preparing: 'Ihre Zahlung wird vorbereitet…',
    noCurrencies: 'Dieser Händler akzeptiert derzeit keine Währung.',
  },
  payment: {
    amountLabel: 'Zu sendender Betrag',
    addressLabel: 'Adresse',
    tagLabel: 'Ziel-Tag',
    tagHint: 'Geben Sie den Ziel-Tag an, sonst kann die Zahlung Ihrer Bestellung nicht zugeordnet werden.',
    qrLabel: 'QR-Code mit den Zahlungsdaten',
    openInWallet: 'In Wallet öffnen',
    timeLeft: 'Verbleibende Zeit zum Bezahlen',
    timeUp: 'Die Zeit ist abgelaufen. Wir warten, bis das Netzwerk den Zahlungsstatus bestätigt…',
    orderTotal: 'Bestellsumme',
    rate: 'Fester Kurs',
    rateValue: '1 {{iso}} = {{price}}',
    partialTitle: 'Teilweise bezahlt',
    partialText: 'Wir haben einen Teil der Zahlung erhalten. Senden Sie den Rest an dieselbe Adresse.',
    remainingLabel: 'Noch zu sendender Betrag',
  },
  copy: {
    copied: 'Kopiert',
    failed: 'Kopieren fehlgeschlagen. Markieren Sie den Text und kopieren Sie ihn.',
    amount: 'Betrag kopieren',
    address: 'Adresse kopieren',
    tag: 'Ziel-Tag kopieren',
  },
  detected: {
    title: 'Zahlung erkannt',
    text: 'Ihre Zahlung ist unterwegs. Sie ist endgültig, sobald das Netzwerk sie bestätigt.',
    confirmations: '{{count}} von {{required}} Bestätigungen',
  },
  success: {
    title: 'Zahlung abgeschlossen',
    text: 'Vielen Dank! Ihre Zahlung ist eingegangen.',
    overpaid: 'Sie haben mehr als den fälligen Betrag gesendet. Wenden Sie sich wegen der Differenz an den Händler.',
    returnToMerchant: 'Zurück zum Händler',
  },
  failed: {
    title: 'Zahlung nicht abgeschlossen',
    expired: 'Die Zeit zum Bezahlen ist abgelaufen.',
    invalid: 'Die Zahlung wurde nicht rechtzeitig bestätigt.',
    partial: 'Vor Ablauf der Zeit ist nur ein Teil der Zahlung eingegangen.',
    missingLabel: 'Fehlender Betrag',
    paidLate:
      'Ihre Zahlung ist nach Ablauf der Zeit eingegangen. Der Händler entscheidet, ob er sie annimmt oder erstattet.',
    contactMerchant: 'Bitte wenden Sie sich an den Händler oder führen Sie eine neue Transaktion durch.',
    backToMerchant: 'Zurück zum Händler',
  },
  redirect: {
    title: 'Zurück zum Händler',
    text: 'Ihre Zahlung ist abgeschlossen.',
    continueTo: 'Weiter zu {{merchant}}',
    closeHint: 'Sie können dieses Fenster jetzt schließen.',
  },
  announce: {
    new: 'Wir warten auf Ihre Zahlung.',
    partial: 'Teilzahlung erhalten. Senden Sie den restlichen Betrag.',
    processing: 'Zahlung erkannt: {{count}} von {{required}} Bestätigungen.',
    settled: 'Zahlung abgeschlossen.',
    expired: 'Die Zeit zum Bezahlen ist abgelaufen.',
    invalid: 'Die Zahlung wurde nicht rechtzeitig bestätigt.',
    paidLate: 'Ihre Zahlung ist nach Ablauf der Zeit eingegangen.',
  },
};
