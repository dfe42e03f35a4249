import type { TranslatedPage } from './locale-defaults.js';

const notice =
  '> **Mal – gjennomgå før lansering.** Dette er plattformens standardtekst, ikke juridisk rådgivning. ' +
  'Operatøren av {{brand}} må få den gjennomgått av kvalifiserte juridiske rådgivere for sine lisenser og ' +
  'jurisdiksjoner og erstatte den i innholdsredigeringen.';

export const noLegal: Record<'terms' | 'privacy' | 'refund-policy' | 'aml-kyc', TranslatedPage> = {
  terms: {
    title: 'Vilkår og betingelser',
    description: 'Vilkårene for bruk av {{brand}}: kontoer, kjøp og salg av kryptoeiendeler, gebyrer og risikoer.',
    markdown: `${notice}

## 1. Hvem vi er

Disse vilkårene er en avtale mellom deg og {{company}} («vi», «oss») om bruk av {{brand}}: nettstedet,
medlemsområdet, lommebøkene og betalingstjenestene som tilbys gjennom dem.

## 2. Krav og kontoen din

- Du må være minst 18 år og kunne inngå en bindende avtale.
- Du må gi sanne og fullstendige opplysninger og holde dem oppdatert. Vi bekrefter identiteten din
  (kundekontroll) før enkelte tjenester blir tilgjengelige.
- Én konto per person. Hold passordet og den andre faktoren hemmelig; du er ansvarlig for det som gjøres
  med dem. Si fra til oss straks på {{support_email}} hvis du mistenker misbruk.
- Vi tilbyr ikke tjenestene våre i alle regioner. Vi kan avslå eller avslutte en konto når loven eller
  risikopolicyen vår krever det.

## 3. Tjenester

Du kan kjøpe, selge og veksle kryptoeiendeler mot fiatpenger, oppbevare dem i lommebøkene vi fører for
deg, sende dem til andre adresser og, som forhandler, ta imot betalinger. Pristilbud gjelder i den viste
tiden; en ordre er endelig når vi har bekreftet den. Overføringer av kryptoeiendeler kan ikke reverseres:
kontroller hver adresse før du sender.

## 4. Gebyrer og grenser

Gebyrene og grensene som gjelder, vises før du bekrefter hver ordre. Nettverksgebyrer fastsettes av
nettverket, ikke av oss.

## 5. Risikoer

Kryptoeiendeler er volatile og kan miste hele verdien. Tidligere priser er ingen indikasjon på fremtidige
priser. Kryptoeiendeler er ikke tvungent betalingsmiddel, og beholdninger dekkes vanligvis ikke av
innskuddsgaranti- eller investorkompensasjonsordninger. Bruk bare penger du har råd til å tape.

## 6. Suspensjon og avslutning

Vi kan suspendere eller avslutte en konto, eller holde tilbake en transaksjon, når loven krever det, når
vi mistenker svindel, hvitvasking eller brudd på disse vilkårene, eller for å beskytte deg. Du kan
avslutte kontoen din når som helst etter at saldoene dine er tatt ut.

## 7. Ansvar

Ingenting i disse vilkårene begrenser ansvar som ikke kan begrenses etter loven. Ellers er vi ikke
ansvarlige for tap som skyldes markedsbevegelser, hendelser utenfor vår rimelige kontroll eller at du
ikke har holdt påloggingsopplysningene dine trygge.

## 8. Klager og endringer

Send klager til {{support_email}}; vi svarer innen 15 virkedager. Vi varsler deg om endringer i disse
vilkårene før de trer i kraft. Loven i landet der {{company}} er etablert, gjelder.

## 9. Kontakt

{{company}}, {{address}}. E-post: {{support_email}}.
`,
  },
  privacy: {
    title: 'Personvernerklæring',
    description:
      'Hvilke personopplysninger {{brand}} samler inn, hvorfor, hvor lenge de lagres og hvilke rettigheter du har.',
    markdown: `${notice}

## Behandlingsansvarlig

{{company}} ({{address}}) er behandlingsansvarlig for personopplysningene dine. Kontakt: {{support_email}}.

## Hva vi samler inn

- **Identitets- og kontaktopplysninger**: navn, fødselsdato, adresse, e-postadresse, mobilnummer.
- **Verifiseringsopplysninger**: identitetsdokumenter og resultatene av kontrollene av dem.
- **Finansielle opplysninger**: ordrer, transaksjoner, lommebokadresser, bank- og kortreferanser
  (kortnumre håndteres av betalingsbehandleren vår, ikke lagret av oss).
- **Tekniske opplysninger**: IP-adresse, enhet og nettleser, påloggingshistorikk, informasjonskapsler som
  trengs for å holde deg pålogget og huske språket ditt.

## Hvorfor vi bruker dem (behandlingsgrunnlag)

- For å opprette og drive kontoen din og utføre ordrene dine (**avtale**).
- For å bekrefte identiteten din, forebygge hvitvasking og svindel og oppbevare dokumentasjon (**rettslig forpliktelse**).
- For å sikre tjenesten og forbedre den (**berettigede interesser**).
- For å sende deg nyheter, bare hvis du har samtykket (**samtykke**, som du kan trekke tilbake når som helst).

## Hvem som mottar dem

Leverandører av identitetsverifisering og betaling, banker, våre driftsleverandører og myndigheter når
loven krever det. Overføringer ut av landet ditt skjer med garantier som loven anerkjenner.

## Hvor lenge vi lagrer dem

Verifiserings- og transaksjonsdokumentasjon oppbevares så lenge hvitvaskingsregelverket krever (vanligvis
fem år etter at kundeforholdet er avsluttet); andre opplysninger ikke lenger enn nødvendig.

## Dine rettigheter

Du kan be om innsyn, retting, sletting, begrensning og dataportabilitet, og protestere mot behandlingen,
ved å skrive til {{support_email}}. Du kan også klage til datatilsynsmyndigheten.
`,
  },
  'refund-policy': {
    title: 'Refusjonspolicy',
    description: 'Når ordrer hos {{brand}} kan kanselleres eller refunderes, og hvordan refusjoner utbetales.',
    markdown: `${notice}

## Leverte ordrer

Et kjøp av kryptoeiendeler utføres til prisen du bekreftet, og myntene sendes til adressen du oppga. Fordi
prisene endrer seg og blokkjedeoverføringer ikke kan reverseres, kan en levert ordre ikke kanselleres
eller refunderes.

## Ordrer som ikke er levert

Hvis vi mottar betalingen din, men ikke kan levere myntene (for eksempel fordi bekreftelsen av
identiteten din mislykkes eller ordren utløper), refunderer vi beløpet du betalte, med samme
betalingsmåte, fratrukket eventuelt gebyr som betalingsleverandøren beholder. Kortrefusjoner vises
vanligvis innen 5–10 virkedager.

## Betalinger som ikke stemmer

En bankoverføring med manglende eller feil referanse, eller med et beløp som avviker fra ordren, holdes
tilbake til teamet vårt har koblet den til ordren; hvis det ikke lar seg gjøre, returneres den til
avsenderkontoen.

## Slik ber du om refusjon

Skriv til {{support_email}} med ordrenummeret ditt. Vi svarer innen 5 virkedager.
`,
  },
  'aml-kyc': {
    title: 'Retningslinjer for antihvitvasking og kundekontroll (AML og KYC)',
    description: 'Hvordan {{brand}} kontrollerer kundene sine og forebygger hvitvasking og terrorfinansiering.',
    markdown: `${notice}

## Vår forpliktelse

{{company}} tar ikke imot midler fra kriminalitet og tillater ikke at tjenestene brukes til hvitvasking,
terrorfinansiering eller omgåelse av sanksjoner.

## Kjenn din kunde (KYC)

- Hver kunde identifiseres før bruk av tjenester som flytter penger: navn, fødselsdato, adresse og et
  gyldig identitetsdokument, kontrollert mot dokumentet og, der det kreves, mot en direkte selfie.
- Bedriftskunder identifiserer også sine reelle rettighetshavere.
- Vi kan be om opplysninger om midlenes eller formuens opprinnelse og om oppdaterte dokumenter.

## Overvåking

Transaksjoner kontrolleres mot sanksjonslister og overvåkes for uvanlige mønstre. Blokkjedeadresser
kontrolleres for koblinger til ulovlig virksomhet.

## Rapportering og dokumentasjon

Vi rapporterer mistenkelige forhold til kompetente myndigheter, slik loven krever, uten å informere
kunden. Dokumentasjon oppbevares så lenge loven krever.

## Kontakt

Spørsmål om etterlevelse: {{compliance_email}}.
`,
  },
};
