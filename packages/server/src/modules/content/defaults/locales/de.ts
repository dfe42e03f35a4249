import { deLegal } from './de-legal.js';
import type { LocaleDefaults } from './locale-defaults.js';

export const de: LocaleDefaults = {
  neutral: {
    support_email: 'unser Support-Team (siehe Kontaktseite)',
    compliance_email: 'unser Compliance-Team',
    phone: 'nur per E-Mail',
    address: 'Geschäftsanschrift auf Anfrage',
  },
  pages: {
    ...deLegal,
    support: {
      title: 'Support',
      description: 'So erhalten Sie Hilfe zu Ihrem {{brand}}-Konto, zu Aufträgen, Einzahlungen und Auszahlungen.',
      markdown: `## Wir helfen Ihnen gern

Schreiben Sie an **{{support_email}}** von der E-Mail-Adresse Ihres Kontos. Nennen Sie Ihre Auftragsnummer
oder Transaktions-ID, wenn es um eine Zahlung geht: So antworten wir schneller.

## Bevor Sie schreiben

- **Eine Einzahlung ist nicht angekommen**: Krypto-Einzahlungen werden nach der Anzahl an
  Netzwerkbestätigungen gutgeschrieben, die auf der Einzahlungsseite steht. Öffnen Sie *Transaktionen*, um
  die bisherigen Bestätigungen zu sehen.
- **Ein Auftrag wird bearbeitet**: Karten- und Online-Banking-Zahlungen werden meist innerhalb weniger
  Minuten bestätigt, Banküberweisungen, sobald die Bank sie gutschreibt, mit dem Verwendungszweck Ihres Auftrags.
- **Sie können sich nicht anmelden**: Nutzen Sie *Passwort vergessen?* auf der Anmeldeseite. Wenn Sie Ihren
  zweiten Faktor verloren haben, verwenden Sie einen Ihrer Wiederherstellungscodes.

## Sicherheit

Wir fragen Sie nie nach Ihrem Passwort, Ihren Authenticator-Codes oder Ihren Wiederherstellungscodes.
Prüfen Sie, dass jede E-Mail von uns Ihren Anti-Phishing-Code zeigt.

Siehe auch die [Wissensdatenbank](/knowledge-base).
`,
    },
    'knowledge-base': {
      title: 'Wissensdatenbank',
      description: 'Antworten auf häufige Fragen zum Kaufen, Halten und Senden von Kryptowerten bei {{brand}}.',
      markdown: `## Erste Schritte

**Wie eröffne ich ein Konto?** Wählen Sie *Loslegen*, geben Sie Ihre Daten ein und bestätigen Sie Ihre
E-Mail-Adresse und Mobilfunknummer mit den Codes, die wir senden. Prüfen Sie dann Ihre Identität (siehe die
[Anleitungen zur Identitätsprüfung](/identity-verification)).

**Welche Coins kann ich halten?** Bitcoin (BTC), Litecoin (LTC), Ethereum (ETH), Bitcoin Cash (BCH),
Tether (USDT) und USD Coin (USDC), dazu Fiat-Guthaben in USD, GBP, EUR, AUD, CAD und CHF.

## Kaufen und verkaufen

**Wie wird der Preis festgelegt?** Das Angebot zeigt den Kurs, die Gebühren und den Betrag, den Sie
erhalten; es gilt fest für die Zeit, die der Countdown anzeigt.

**Wohin geht der Erlös eines Verkaufs?** Der Erlös wird Ihrer EUR-Wallet gutgeschrieben.

## Ein- und Auszahlungen

**Wie lange dauert eine Krypto-Einzahlung?** Sie erscheint sofort als ausstehend und wird nach den
Netzwerkbestätigungen gutgeschrieben, die die Einzahlungsseite anzeigt.

**Kann ich auf eine Karte oder ein Bankkonto auszahlen?** Ja, wenn Sie im Europäischen Wirtschaftsraum wohnen.

## Sicherheit

Aktivieren Sie eine Authenticator-App unter *Sicherheitseinstellungen*, bewahren Sie Ihre
Wiederherstellungscodes offline auf und legen Sie einen Anti-Phishing-Code fest, damit Sie unsere E-Mails
erkennen.
`,
    },
    'identity-verification': {
      title: 'Anleitungen zur Identitätsprüfung',
      description: 'Schritt für Schritt: E-Mail-Adresse, Mobilfunknummer und Identität bei {{brand}} bestätigen.',
      markdown: `## Warum wir prüfen

Regulierte Plattformen müssen ihre Kunden kennen. Die Prüfung schützt Ihr Konto und gibt Ihnen Zugang zu
allen Diensten.

## 1. E-Mail-Adresse und Mobilfunknummer

Nach der Registrierung senden wir einen Code an Ihre E-Mail-Adresse und einen per SMS. Geben Sie beide auf
der Bestätigungsseite ein; fordern Sie einen neuen Code an, wenn einer abgelaufen ist.

## 2. Ausweisdokument

1. Öffnen Sie *Kontoverifizierung* im Mitgliederbereich.
2. Wählen Sie das Land, das Ihr Dokument ausgestellt hat, und die Dokumentart: Reisepass,
   Personalausweis oder Führerschein.
3. Fotografieren Sie das Dokument auf einer flachen, dunklen Unterlage bei gutem Licht: alle vier Ecken
   sichtbar, keine Spiegelungen, jede Zeile lesbar. Bei einer Karte beide Seiten.
4. Laden Sie die Fotos hoch (JPEG, PNG oder PDF).

## 3. Selfie und Adressnachweis (wenn verlangt)

Machen Sie ein scharfes Foto Ihres Gesichts ohne Brille und Kopfbedeckung. Ein Adressnachweis ist ein
Kontoauszug oder eine Versorgerrechnung der letzten drei Monate mit Ihrem Namen und Ihrer Anschrift.

## Nach dem Einreichen

Unser Team prüft die Dokumente, meist innerhalb eines Geschäftstags, und sendet Ihnen das Ergebnis per
E-Mail. Wird ein Dokument abgelehnt, nennt die E-Mail den Grund, und Sie können ein neues hochladen.
`,
    },
    blog: {
      title: 'Blog',
      description: 'Neuigkeiten, Ratgeber und Produkt-Updates von {{brand}}.',
      markdown: 'Neuigkeiten, Ratgeber und Produkt-Updates vom {{brand}}-Team.',
    },
    about: {
      title: 'Über uns',
      description: '{{brand}}: eine regulierte Plattform, um Kryptowerte zu kaufen, zu halten und damit zu bezahlen.',
      markdown: `## {{brand}}

Mit {{brand}} können Menschen Kryptowerte kaufen, verkaufen, halten und senden – mit der Sorgfalt, die man
von einem regulierten Finanzdienst erwartet –, und Händler können auf ihren eigenen Websites
Krypto-Zahlungen annehmen.

## Wofür wir stehen

- **Klare Preise**: Jede Gebühr wird angezeigt, bevor Sie bestätigen.
- **Ihre Werte, lückenlos verbucht**: Jedes Guthaben ist durch doppelte Buchführung gedeckt und wird
  laufend abgestimmt.
- **Sicherheit zuerst**: Zwei-Faktor-Anmeldung, Schutzmechanismen bei Auszahlungen und Anti-Phishing-Codes.

## Wer dahintersteht

{{brand}} wird von {{company}}, {{address}}, betrieben.
`,
    },
    contact: {
      title: 'Kontakt',
      description: 'So erreichen Sie {{brand}}: Support, Compliance und Postanschrift.',
      markdown: `## Kundensupport

E-Mail: **{{support_email}}**

Telefon: {{phone}}

## Compliance

Für Fragen zur Identitätsprüfung, zu Sanktionen oder zu Anfragen von Strafverfolgungsbehörden: {{compliance_email}}.

## Postanschrift

{{company}}
{{address}}
`,
    },
  },
};
