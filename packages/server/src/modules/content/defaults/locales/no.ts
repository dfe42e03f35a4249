import { noLegal } from './no-legal.js';
import type { LocaleDefaults } from './locale-defaults.js';

export const no: LocaleDefaults = {
  neutral: {
    support_email: 'kundestøtten vår (se Kontakt-siden)',
    compliance_email: 'etterlevelsesteamet vårt',
    phone: 'kun per e-post',
    address: 'forretningsadresse på forespørsel',
  },
  pages: {
    ...noLegal,
    support: {
      title: 'Kundestøtte',
      description: 'Slik får du hjelp med {{brand}}-kontoen din, ordrer, innskudd og uttak.',
      markdown: `## Vi er her for å hjelpe

Skriv til **{{support_email}}** fra e-postadressen til kontoen din. Oppgi ordrenummeret eller
transaksjons-ID-en når spørsmålet gjelder en betaling: da svarer vi raskere.

## Før du skriver

- **Et innskudd har ikke kommet**: kryptoinnskudd godskrives etter antallet nettverksbekreftelser som
  står på innskuddssiden. Åpne *Transaksjoner* for å se bekreftelsene så langt.
- **En ordre behandles**: kort- og nettbankbetalinger bekreftes vanligvis i løpet av minutter,
  bankoverføringer når banken godskriver dem, med referansen som står på ordren din.
- **Du kommer ikke inn**: bruk *Glemt passordet?* på påloggingssiden. Hvis du har mistet den andre
  faktoren, bruk en av gjenopprettingskodene dine.

## Sikkerhet

Vi ber deg aldri om passordet, kodene fra autentiseringsappen eller gjenopprettingskodene dine. Sjekk at
hver e-post fra oss viser antiphishing-koden din.

Se også [kunnskapsbasen](/knowledge-base).
`,
    },
    'knowledge-base': {
      title: 'Kunnskapsbase',
      description: 'Svar på vanlige spørsmål om å kjøpe, oppbevare og sende kryptoeiendeler hos {{brand}}.',
      markdown: `## Kom i gang

**Hvordan oppretter jeg en konto?** Velg *Kom i gang*, oppgi opplysningene dine og bekreft e-postadressen
og mobilnummeret med kodene vi sender. Bekreft deretter identiteten din (se
[veiledningene for identitetsbekreftelse](/identity-verification)).

**Hvilke mynter kan jeg ha?** Bitcoin (BTC), Litecoin (LTC), Ethereum (ETH), Bitcoin Cash (BCH),
Tether (USDT) og USD Coin (USDC), i tillegg til saldoer i USD, GBP, EUR, AUD, CAD og CHF.

## Kjøp og salg

**Hvordan fastsettes prisen?** Tilbudet viser kursen, gebyrene og beløpet du får; det står fast i tiden
nedtellingen viser.

**Hvor går pengene fra et salg?** Beløpet fra et salg godskrives EUR-lommeboken din.

## Innskudd og uttak

**Hvor lang tid tar et kryptoinnskudd?** Det vises straks som ventende og godskrives etter
nettverksbekreftelsene som innskuddssiden viser.

**Kan jeg ta ut til et kort eller en bankkonto?** Ja, hvis du bor i Det europeiske økonomiske samarbeidsområdet.

## Sikkerhet

Slå på en autentiseringsapp under *Sikkerhetsinnstillinger*, oppbevar gjenopprettingskodene frakoblet og
angi en antiphishing-kode slik at du kjenner igjen e-postene våre.
`,
    },
    'identity-verification': {
      title: 'Veiledninger for identitetsbekreftelse',
      description: 'Steg for steg: bekreft e-postadressen, mobilnummeret og identiteten din hos {{brand}}.',
      markdown: `## Hvorfor vi bekrefter

Regulerte plattformer må kjenne kundene sine. Bekreftelsen beskytter kontoen din og gir deg tilgang til
alle tjenestene.

## 1. E-post og mobilnummer

Etter registreringen sender vi en kode til e-postadressen din og en på SMS. Skriv dem inn på
bekreftelsessiden; be om en ny kode hvis en har utløpt.

## 2. Identitetsdokument

1. Åpne *Kontobekreftelse* i medlemsområdet.
2. Velg landet som utstedte dokumentet og dokumenttypen: pass, nasjonalt ID-kort eller førerkort.
3. Fotografer dokumentet på et flatt, mørkt underlag i godt lys: alle fire hjørner synlige, ingen
   gjenskinn, hver linje lesbar. Begge sider for et kort.
4. Last opp bildene (JPEG, PNG eller PDF).

## 3. Selfie og adressebevis (når vi ber om det)

Ta et skarpt bilde av ansiktet uten briller eller hodeplagg. Et adressebevis er en kontoutskrift eller en
strøm- eller telefonregning fra de siste tre månedene som viser navnet og adressen din.

## Etter innsending

Teamet vårt gjennomgår dokumentene, vanligvis innen én virkedag, og sender deg resultatet på e-post. Hvis
et dokument avvises, står grunnen i e-posten, og du kan laste opp et nytt.
`,
    },
    blog: {
      title: 'Blogg',
      description: 'Nyheter, veiledninger og produktoppdateringer fra {{brand}}.',
      markdown: 'Nyheter, veiledninger og produktoppdateringer fra {{brand}}-teamet.',
    },
    about: {
      title: 'Om oss',
      description: '{{brand}}: en regulert plattform for å kjøpe, oppbevare og betale med kryptoeiendeler.',
      markdown: `## {{brand}}

{{brand}} lar folk kjøpe, selge, oppbevare og sende kryptoeiendeler med den omsorgen man venter av en
regulert finansiell tjeneste, og lar forhandlere ta imot kryptobetalinger på sine egne nettsteder.

## Hva vi står for

- **Tydelige priser**: hvert gebyr vises før du bekrefter.
- **Eiendelene dine, nøyaktig regnskapsført**: hver saldo er dekket av dobbelt bokføring som avstemmes fortløpende.
- **Sikkerhet først**: tofaktorpålogging, beskyttelse av uttak og antiphishing-koder.

## Hvem som driver den

{{brand}} drives av {{company}}, {{address}}.
`,
    },
    contact: {
      title: 'Kontakt',
      description: 'Slik når du {{brand}}: kundestøtte, etterlevelse og postadresse.',
      markdown: `## Kundestøtte

E-post: **{{support_email}}**

Telefon: {{phone}}

## Etterlevelse

For spørsmål om identitetsbekreftelse, sanksjoner eller henvendelser fra myndigheter: {{compliance_email}}.

## Postadresse

{{company}}
{{address}}
`,
    },
  },
};
