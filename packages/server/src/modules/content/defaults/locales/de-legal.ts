import type { TranslatedPage } from './locale-defaults.js';

const notice =
  '> **Vorlage – vor dem Livegang prüfen.** Dies ist der Standardtext der Plattform, keine Rechtsberatung. ' +
  'Der Betreiber von {{brand}} muss ihn von qualifizierten Rechtsberatern für seine Lizenzen und ' +
  'Rechtsordnungen prüfen lassen und im Inhaltseditor ersetzen.';

export const deLegal: Record<'terms' | 'privacy' | 'refund-policy' | 'aml-kyc', TranslatedPage> = {
  terms: {
    title: 'Allgemeine Geschäftsbedingungen',
    description:
      'Die Bedingungen für die Nutzung von {{brand}}: Konten, Kauf und Verkauf von Kryptowerten, Gebühren und Risiken.',
    markdown: `${notice}

## 1. Wer wir sind

Diese Bedingungen sind eine Vereinbarung zwischen Ihnen und {{company}} („wir“, „uns“) über die Nutzung von
{{brand}}: der Website, des Mitgliederbereichs, der Wallets und der darüber angebotenen Zahlungsdienste.

## 2. Voraussetzungen und Ihr Konto

- Sie müssen mindestens 18 Jahre alt und in der Lage sein, einen verbindlichen Vertrag zu schließen.
- Sie müssen wahre und vollständige Angaben machen und diese aktuell halten. Wir prüfen Ihre Identität
  (Know-your-Customer-Prüfungen), bevor einige Dienste verfügbar werden.
- Ein Konto pro Person. Halten Sie Ihr Passwort und Ihren zweiten Faktor geheim; Sie sind für das
  verantwortlich, was damit geschieht. Informieren Sie uns sofort unter {{support_email}}, wenn Sie einen
  Missbrauch vermuten.
- Wir erbringen unsere Dienste nicht in jeder Region. Wir können ein Konto ablehnen oder schließen, wenn
  das Gesetz oder unsere Risikorichtlinie dies verlangt.

## 3. Dienste

Sie können Kryptowerte gegen Fiatgeld kaufen, verkaufen und umtauschen, sie in den Wallets halten, die wir
für Sie führen, sie an andere Adressen senden und als Händler Zahlungen annehmen. Kursangebote gelten für
die angezeigte Zeit; ein Auftrag ist endgültig, sobald wir ihn bestätigen. Übertragungen von Kryptowerten
können nicht rückgängig gemacht werden: Prüfen Sie jede Adresse, bevor Sie senden.

## 4. Gebühren und Limits

Die geltenden Gebühren und Limits werden angezeigt, bevor Sie einen Auftrag bestätigen. Netzwerkgebühren
legt das Netzwerk fest, nicht wir.

## 5. Risiken

Kryptowerte sind volatil und können ihren gesamten Wert verlieren. Frühere Kurse sind kein Hinweis auf
künftige Kurse. Kryptowerte sind kein gesetzliches Zahlungsmittel, und Bestände sind in der Regel weder
durch Einlagensicherungs- noch durch Anlegerentschädigungssysteme geschützt. Setzen Sie nur Geld ein,
dessen Verlust Sie verkraften können.

## 6. Sperrung und Kündigung

Wir können ein Konto sperren oder schließen oder eine Transaktion zurückhalten, wenn das Gesetz es
verlangt, wenn wir Betrug, Geldwäsche oder einen Verstoß gegen diese Bedingungen vermuten oder um Sie zu
schützen. Sie können Ihr Konto jederzeit schließen, sobald Ihre Guthaben ausgezahlt sind.

## 7. Haftung

Diese Bedingungen beschränken keine Haftung, die gesetzlich nicht beschränkt werden kann. Im Übrigen
haften wir nicht für Verluste durch Marktbewegungen, durch Ereignisse außerhalb unserer zumutbaren
Kontrolle oder dadurch, dass Sie Ihre Zugangsdaten nicht sicher verwahrt haben.

## 8. Beschwerden und Änderungen

Senden Sie Beschwerden an {{support_email}}; wir antworten innerhalb von 15 Geschäftstagen. Über
Änderungen dieser Bedingungen informieren wir Sie, bevor sie wirksam werden. Es gilt das Recht des Landes,
in dem {{company}} niedergelassen ist.

## 9. Kontakt

{{company}}, {{address}}. E-Mail: {{support_email}}.
`,
  },
  privacy: {
    title: 'Datenschutzerklärung',
    description:
      'Welche personenbezogenen Daten {{brand}} erhebt, wozu, wie lange sie gespeichert werden und Ihre Rechte.',
    markdown: `${notice}

## Verantwortlicher

{{company}} ({{address}}) ist der Verantwortliche für Ihre personenbezogenen Daten. Kontakt: {{support_email}}.

## Welche Daten wir erheben

- **Identitäts- und Kontaktdaten**: Name, Geburtsdatum, Anschrift, E-Mail-Adresse, Mobilfunknummer.
- **Verifizierungsdaten**: Ausweisdokumente und die Ergebnisse ihrer Prüfung.
- **Finanzdaten**: Aufträge, Transaktionen, Wallet-Adressen, Bank- und Kartenreferenzen (Kartennummern
  verarbeitet unser Zahlungsdienstleister; wir speichern sie nicht).
- **Technische Daten**: IP-Adresse, Gerät und Browser, Anmeldeverlauf, Cookies, die nötig sind, um Sie
  angemeldet zu halten und Ihre Sprache zu speichern.

## Wozu wir sie verwenden (Rechtsgrundlagen)

- Um Ihr Konto zu eröffnen und zu führen und Ihre Aufträge auszuführen (**Vertrag**).
- Um Ihre Identität zu prüfen, Geldwäsche und Betrug zu verhindern und Aufzeichnungen aufzubewahren (**rechtliche Verpflichtung**).
- Um den Dienst abzusichern und zu verbessern (**berechtigte Interessen**).
- Um Ihnen Neuigkeiten zu senden, nur wenn Sie zugestimmt haben (**Einwilligung**, die Sie jederzeit widerrufen können).

## Wer sie erhält

Anbieter für Identitätsprüfung und Zahlungen, Banken, unsere Hosting-Anbieter und Behörden, wenn das
Gesetz es verlangt. Übermittlungen außerhalb Ihres Landes erfolgen mit gesetzlich anerkannten Garantien.

## Wie lange wir sie speichern

Verifizierungs- und Transaktionsaufzeichnungen werden so lange aufbewahrt, wie es das Geldwäscherecht
verlangt (üblicherweise fünf Jahre nach Ende der Geschäftsbeziehung); andere Daten nicht länger als nötig.

## Ihre Rechte

Sie können Auskunft, Berichtigung, Löschung, Einschränkung und Datenübertragbarkeit verlangen und der
Verarbeitung widersprechen, indem Sie an {{support_email}} schreiben. Sie können sich auch bei Ihrer
Datenschutzaufsichtsbehörde beschweren.
`,
  },
  'refund-policy': {
    title: 'Erstattungsrichtlinie',
    description:
      'Wann Aufträge bei {{brand}} storniert oder erstattet werden können und wie Erstattungen ausgezahlt werden.',
    markdown: `${notice}

## Ausgeführte Aufträge

Ein Kauf von Kryptowerten wird zu dem von Ihnen bestätigten Preis ausgeführt, und die Coins werden an die
von Ihnen angegebene Adresse gesendet. Da sich Preise bewegen und Blockchain-Übertragungen nicht rückgängig
gemacht werden können, kann ein ausgeführter Auftrag weder storniert noch erstattet werden.

## Nicht ausgeführte Aufträge

Wenn wir Ihre Zahlung erhalten, die Coins aber nicht liefern können (zum Beispiel, weil die Prüfung Ihrer
Identität scheitert oder der Auftrag abläuft), erstatten wir den gezahlten Betrag auf demselben Weg,
abzüglich einer etwaigen Gebühr, die der Zahlungsdienstleister einbehält. Kartenerstattungen erscheinen
meist innerhalb von 5–10 Geschäftstagen.

## Zahlungen, die nicht passen

Eine Banküberweisung ohne oder mit falschem Verwendungszweck oder mit einem vom Auftrag abweichenden Betrag
wird zurückgehalten, bis unser Team sie zuordnet; kann sie nicht zugeordnet werden, geht sie an das
Absenderkonto zurück.

## So beantragen Sie eine Erstattung

Schreiben Sie an {{support_email}} mit Ihrer Auftragsnummer. Wir antworten innerhalb von 5 Geschäftstagen.
`,
  },
  'aml-kyc': {
    title: 'AML- und KYC-Richtlinie',
    description: 'Wie {{brand}} seine Kunden prüft und Geldwäsche und Terrorismusfinanzierung verhindert.',
    markdown: `${notice}

## Unsere Verpflichtung

{{company}} nimmt keine Gelder aus Straftaten an und lässt nicht zu, dass seine Dienste für Geldwäsche,
Terrorismusfinanzierung oder die Umgehung von Sanktionen genutzt werden.

## Kenne deinen Kunden (KYC)

- Jeder Kunde wird identifiziert, bevor er Dienste nutzt, die Geld bewegen: Name, Geburtsdatum, Anschrift
  und ein gültiges Ausweisdokument, abgeglichen mit dem Dokument und, wo erforderlich, mit einem Live-Selfie.
- Geschäftskunden identifizieren zudem ihre wirtschaftlich Berechtigten.
- Wir können Nachweise über die Herkunft der Mittel oder des Vermögens sowie aktualisierte Dokumente anfordern.

## Überwachung

Transaktionen werden mit Sanktionslisten abgeglichen und auf ungewöhnliche Muster überwacht.
Blockchain-Adressen werden auf Verbindungen zu illegalen Aktivitäten geprüft.

## Meldungen und Aufzeichnungen

Wir melden verdächtige Aktivitäten den zuständigen Behörden, wie es das Gesetz verlangt, ohne den Kunden
darüber zu informieren. Aufzeichnungen werden so lange aufbewahrt, wie es das Gesetz verlangt.

## Kontakt

Fragen zur Compliance: {{compliance_email}}.
`,
  },
};
