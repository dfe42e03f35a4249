import type { TranslatedPage } from './locale-defaults.js';

const notice =
  '> **Modello: da rivedere prima della messa online.** Questo è il testo predefinito della piattaforma, non una consulenza legale. ' +
  "L'operatore di {{brand}} deve farlo rivedere da consulenti legali qualificati per le proprie licenze e " +
  "giurisdizioni e sostituirlo nell'editor dei contenuti.";

export const itLegal: Record<'terms' | 'privacy' | 'refund-policy' | 'aml-kyc', TranslatedPage> = {
  terms: {
    title: 'Termini e condizioni',
    description:
      "I termini che regolano l'uso di {{brand}}: conti, acquisto e vendita di cripto-attività, commissioni e rischi.",
    markdown: `${notice}

## 1. Chi siamo

Questi termini sono un accordo tra te e {{company}} («noi») per l'uso di {{brand}}: il sito web, l'area
riservata, i wallet e i servizi di pagamento offerti tramite essi.

## 2. Requisiti e il tuo conto

- Devi avere almeno 18 anni ed essere in grado di concludere un contratto vincolante.
- Devi fornire informazioni veritiere e complete e mantenerle aggiornate. Verifichiamo la tua identità
  (controlli di adeguata verifica della clientela) prima che alcuni servizi diventino disponibili.
- Un conto per persona. Mantieni segreti la password e il secondo fattore; sei responsabile di ciò che
  viene fatto con essi. Avvisaci subito a {{support_email}} se sospetti un uso improprio.
- Non forniamo i nostri servizi in tutte le regioni. Possiamo rifiutare o chiudere un conto quando la
  legge o la nostra politica di rischio lo richiedono.

## 3. Servizi

Puoi acquistare, vendere e convertire cripto-attività contro moneta fiat, detenerle nei wallet che
gestiamo per te, inviarle ad altri indirizzi e, come esercente, accettare pagamenti. Le quotazioni sono
valide per il tempo indicato; un ordine è definitivo una volta che lo confermiamo. I trasferimenti di
cripto-attività non possono essere annullati: controlla ogni indirizzo prima di inviare.

## 4. Commissioni e limiti

Le commissioni e i limiti applicabili sono mostrati prima che tu confermi ogni ordine. Le commissioni di
rete sono stabilite dalla rete, non da noi.

## 5. Rischi

Le cripto-attività sono volatili e possono perdere tutto il loro valore. I prezzi passati non sono
indicativi dei prezzi futuri. Le cripto-attività non hanno corso legale e, in genere, le disponibilità
non sono coperte dai sistemi di garanzia dei depositi né di indennizzo degli investitori. Usa solo denaro
che puoi permetterti di perdere.

## 6. Sospensione e chiusura

Possiamo sospendere o chiudere un conto, o trattenere un'operazione, quando la legge lo richiede, quando
sospettiamo frode, riciclaggio di denaro o una violazione di questi termini, o per proteggerti. Puoi
chiudere il tuo conto in qualsiasi momento dopo aver prelevato i tuoi saldi.

## 7. Responsabilità

Nulla in questi termini limita la responsabilità che non può essere limitata per legge. Per il resto, non
siamo responsabili delle perdite causate dai movimenti di mercato, da eventi al di fuori del nostro
ragionevole controllo o dalla mancata custodia delle tue credenziali.

## 8. Reclami e modifiche

Invia i reclami a {{support_email}}; rispondiamo entro 15 giorni lavorativi. Ti informeremo delle
modifiche a questi termini prima che entrino in vigore. Si applica la legge del paese in cui ha sede {{company}}.

## 9. Contatti

{{company}}, {{address}}. Email: {{support_email}}.
`,
  },
  privacy: {
    title: 'Informativa sulla privacy',
    description:
      'Quali dati personali raccoglie {{brand}}, perché, per quanto tempo li conserva e quali sono i tuoi diritti.',
    markdown: `${notice}

## Titolare del trattamento

{{company}} ({{address}}) è il titolare del trattamento dei tuoi dati personali. Contatto: {{support_email}}.

## Quali dati raccogliamo

- **Dati identificativi e di contatto**: nome, data di nascita, indirizzo, indirizzo email, numero di cellulare.
- **Dati di verifica**: documenti d'identità e gli esiti dei controlli su di essi.
- **Dati finanziari**: ordini, operazioni, indirizzi dei wallet, riferimenti bancari e delle carte (i
  numeri delle carte sono gestiti dal nostro processore di pagamento, non li conserviamo noi).
- **Dati tecnici**: indirizzo IP, dispositivo e browser, cronologia degli accessi, cookie necessari per
  mantenere l'accesso e ricordare la tua lingua.

## Perché li usiamo (basi giuridiche)

- Per aprire e gestire il tuo conto ed eseguire i tuoi ordini (**contratto**).
- Per verificare la tua identità, prevenire il riciclaggio e le frodi e conservare le registrazioni (**obbligo legale**).
- Per proteggere il servizio e migliorarlo (**legittimo interesse**).
- Per inviarti novità, solo se hai acconsentito (**consenso**, che puoi revocare in qualsiasi momento).

## Chi li riceve

Fornitori di servizi di verifica dell'identità e di pagamento, banche, i nostri fornitori di hosting e le
autorità quando la legge lo richiede. I trasferimenti al di fuori del tuo paese avvengono con le garanzie
riconosciute dalla legge.

## Per quanto tempo li conserviamo

Le registrazioni di verifica e delle operazioni sono conservate per il periodo richiesto dalla normativa
antiriciclaggio (di solito cinque anni dalla fine del rapporto); gli altri dati non più del necessario.

## I tuoi diritti

Puoi chiedere l'accesso, la rettifica, la cancellazione, la limitazione e la portabilità dei dati, e
opporti al trattamento, scrivendo a {{support_email}}. Puoi anche proporre reclamo all'autorità di
protezione dei dati.
`,
  },
  'refund-policy': {
    title: 'Politica di rimborso',
    description:
      'Quando gli ordini su {{brand}} possono essere annullati o rimborsati e come vengono pagati i rimborsi.',
    markdown: `${notice}

## Ordini consegnati

Un acquisto di cripto-attività viene eseguito al prezzo che hai confermato e le monete vengono inviate
all'indirizzo che hai indicato. Poiché i prezzi cambiano e i trasferimenti su blockchain non possono essere
annullati, un ordine consegnato non può essere annullato né rimborsato.

## Ordini non consegnati

Se riceviamo il tuo pagamento ma non possiamo consegnare le monete (ad esempio perché la verifica della tua
identità non va a buon fine o l'ordine scade), ti rimborsiamo l'importo pagato con lo stesso metodo, al
netto di eventuali commissioni trattenute dal fornitore di pagamento. I rimborsi su carta compaiono di
solito entro 5–10 giorni lavorativi.

## Pagamenti che non corrispondono

Un bonifico bancario senza causale o con una causale errata, o di importo diverso da quello dell'ordine,
viene trattenuto finché il nostro team non lo abbina; se non può essere abbinato, viene restituito al
conto di provenienza.

## Come richiederlo

Scrivi a {{support_email}} indicando il numero dell'ordine. Rispondiamo entro 5 giorni lavorativi.
`,
  },
  'aml-kyc': {
    title: 'Politica AML e KYC',
    description:
      'Come {{brand}} verifica i propri clienti e previene il riciclaggio di denaro e il finanziamento del terrorismo.',
    markdown: `${notice}

## Il nostro impegno

{{company}} non accetta fondi provenienti da reati e non consente che i propri servizi siano usati per il
riciclaggio di denaro, il finanziamento del terrorismo o l'elusione delle sanzioni.

## Conosci il tuo cliente (KYC)

- Ogni cliente viene identificato prima di usare servizi che movimentano denaro: nome, data di nascita,
  indirizzo e un documento d'identità valido, confrontato con il documento e, ove richiesto, con un selfie dal vivo.
- I clienti aziendali identificano anche i propri titolari effettivi.
- Possiamo chiedere l'origine dei fondi o del patrimonio e documenti aggiornati.

## Monitoraggio

Le operazioni sono confrontate con le liste delle sanzioni e monitorate per individuare schemi insoliti.
Gli indirizzi blockchain sono analizzati per individuare collegamenti con attività illecite.

## Segnalazioni e registrazioni

Segnaliamo le attività sospette alle autorità competenti, come richiesto dalla legge, senza informarne il
cliente. Le registrazioni sono conservate per il periodo richiesto dalla legge.

## Contatti

Domande sulla conformità: {{compliance_email}}.
`,
  },
};
