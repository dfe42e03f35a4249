import { itLegal } from './it-legal.js';
import type { LocaleDefaults } from './locale-defaults.js';

export const it: LocaleDefaults = {
  neutral: {
    support_email: 'il nostro team di assistenza (vedi la pagina Contatti)',
    compliance_email: 'il nostro team di conformità',
    phone: 'solo via email',
    address: 'sede legale disponibile su richiesta',
  },
  pages: {
    ...itLegal,
    support: {
      title: 'Assistenza',
      description: 'Come ottenere aiuto per il tuo conto {{brand}}, gli ordini, i depositi e i prelievi.',
      markdown: `## Siamo qui per aiutarti

Scrivi a **{{support_email}}** dall'indirizzo email del tuo conto. Indica il numero dell'ordine o l'ID
dell'operazione quando la domanda riguarda un pagamento: rispondiamo più in fretta.

## Prima di scrivere

- **Un deposito non è arrivato**: i depositi in cripto vengono accreditati dopo il numero di conferme di
  rete indicato nella pagina di deposito. Apri *Transazioni* per vedere le conferme ricevute finora.
- **Un ordine è in elaborazione**: i pagamenti con carta e tramite online banking sono di solito
  confermati in pochi minuti; i bonifici quando la banca li accredita, con la causale indicata nell'ordine.
- **Non riesci ad accedere**: usa *Password dimenticata?* nella pagina di accesso. Se hai perso il
  secondo fattore, usa uno dei tuoi codici di recupero.

## Sicurezza

Non ti chiederemo mai la password, i codici dell'app di autenticazione o i codici di recupero. Controlla
che ogni nostra email mostri il tuo codice anti-phishing.

Vedi anche la [knowledge base](/knowledge-base).
`,
    },
    'knowledge-base': {
      title: 'Knowledge base',
      description:
        "Risposte alle domande frequenti sull'acquisto, la detenzione e l'invio di cripto-attività su {{brand}}.",
      markdown: `## Per iniziare

**Come apro un conto?** Scegli *Inizia*, inserisci i tuoi dati e conferma l'indirizzo email e il numero
di cellulare con i codici che ti inviamo. Poi verifica la tua identità (vedi i
[tutorial per la verifica dell'identità](/identity-verification)).

**Quali monete posso detenere?** Bitcoin (BTC), Litecoin (LTC), Ethereum (ETH), Bitcoin Cash (BCH),
Tether (USDT) e USD Coin (USDC), oltre a saldi in USD, GBP, EUR, AUD, CAD e CHF.

## Acquisto e vendita

**Come viene fissato il prezzo?** La quotazione mostra il tasso, le commissioni e l'importo che riceverai;
resta fissa per il tempo indicato dal conto alla rovescia.

**Dove va il ricavato di una vendita?** Il ricavato viene accreditato sul tuo wallet in EUR.

## Depositi e prelievi

**Quanto tempo richiede un deposito in cripto?** Compare subito come in attesa e viene accreditato dopo le
conferme di rete indicate nella pagina di deposito.

**Posso prelevare su una carta o un conto bancario?** Sì, se risiedi nello Spazio economico europeo.

## Sicurezza

Attiva un'app di autenticazione in *Impostazioni di sicurezza*, conserva i codici di recupero offline e
imposta un codice anti-phishing per riconoscere le nostre email.
`,
    },
    'identity-verification': {
      title: "Tutorial per la verifica dell'identità",
      description: 'Passo dopo passo: verifica email, numero di cellulare e identità su {{brand}}.',
      markdown: `## Perché verifichiamo

Le piattaforme regolamentate devono conoscere i propri clienti. La verifica protegge il tuo conto e ti
permette di usare tutti i servizi.

## 1. Email e numero di cellulare

Dopo la registrazione inviamo un codice al tuo indirizzo email e uno via SMS. Inseriscili nella pagina di
verifica; chiedi un nuovo codice se uno è scaduto.

## 2. Documento d'identità

1. Apri *Verifica account* nell'area riservata.
2. Scegli il paese che ha rilasciato il documento e il tipo di documento: passaporto, carta d'identità o
   patente di guida.
3. Fotografa il documento su una superficie piana e scura con una buona luce: tutti e quattro gli angoli
   visibili, nessun riflesso, ogni riga leggibile. Entrambi i lati per una carta.
4. Carica le foto (JPEG, PNG o PDF).

## 3. Selfie e prova di residenza (se richiesti)

Scatta una foto nitida del tuo viso senza occhiali né cappello. Una prova di residenza è un estratto conto
bancario o una bolletta degli ultimi tre mesi con il tuo nome e indirizzo.

## Dopo l'invio

Il nostro team esamina i documenti, di solito entro un giorno lavorativo, e ti invia l'esito via email. Se
un documento viene rifiutato, l'email ne indica il motivo e puoi caricarne uno nuovo.
`,
    },
    blog: {
      title: 'Blog',
      description: 'Notizie, guide e aggiornamenti di prodotto di {{brand}}.',
      markdown: 'Notizie, guide e aggiornamenti di prodotto dal team di {{brand}}.',
    },
    about: {
      title: 'Chi siamo',
      description: '{{brand}}: una piattaforma regolamentata per acquistare, detenere e pagare con cripto-attività.',
      markdown: `## {{brand}}

{{brand}} consente alle persone di acquistare, vendere, detenere e inviare cripto-attività con la cura che
ci si aspetta da un servizio finanziario regolamentato, e consente agli esercenti di accettare pagamenti in
cripto sui propri siti.

## I nostri principi

- **Prezzi chiari**: ogni commissione è mostrata prima della conferma.
- **I tuoi beni, sempre contabilizzati**: ogni saldo è sostenuto da registrazioni in partita doppia,
  riconciliate di continuo.
- **Prima di tutto la sicurezza**: accesso a due fattori, protezioni sui prelievi e codici anti-phishing.

## Chi la gestisce

{{brand}} è gestita da {{company}}, {{address}}.
`,
    },
    contact: {
      title: 'Contatti',
      description: 'Come contattare {{brand}}: assistenza, conformità e indirizzo postale.',
      markdown: `## Assistenza clienti

Email: **{{support_email}}**

Telefono: {{phone}}

## Conformità

Per domande sulla verifica dell'identità, sulle sanzioni o sulle richieste delle autorità: {{compliance_email}}.

## Indirizzo postale

{{company}}
{{address}}
`,
    },
  },
};
