import { fiLegal } from './fi-legal.js';
import type { LocaleDefaults } from './locale-defaults.js';

export const fi: LocaleDefaults = {
  neutral: {
    support_email: 'asiakastukemme (katso Yhteystiedot-sivu)',
    compliance_email: 'compliance-tiimimme',
    phone: 'vain sähköpostitse',
    address: 'rekisteröity osoite pyynnöstä',
  },
  pages: {
    ...fiLegal,
    support: {
      title: 'Tuki',
      description: 'Näin saat apua {{brand}}-tiliisi, toimeksiantoihin, talletuksiin ja nostoihin.',
      markdown: `## Autamme mielellämme

Kirjoita osoitteeseen **{{support_email}}** tilisi sähköpostiosoitteesta. Mainitse toimeksiannon numero tai
tapahtuman tunnus, kun kysymyksesi koskee maksua: vastaamme silloin nopeammin.

## Ennen kuin kirjoitat

- **Talletus ei ole saapunut**: kryptotalletukset hyvitetään, kun talletussivulla näkyvä määrä
  verkkovahvistuksia on kertynyt. Avaa *Tapahtumat* nähdäksesi tähänastiset vahvistukset.
- **Toimeksianto on käsittelyssä**: kortti- ja verkkopankkimaksut vahvistetaan yleensä muutamassa
  minuutissa, pankkisiirrot silloin, kun pankki hyvittää ne, toimeksiannossasi näkyvällä viitteellä.
- **Et pääse kirjautumaan**: käytä kirjautumissivun *Unohtuiko salasana?* -toimintoa. Jos olet kadottanut
  toisen tunnistautumistekijäsi, käytä jotakin palautuskoodeistasi.

## Turvallisuus

Emme koskaan kysy salasanaasi, todennussovelluksen koodeja tai palautuskoodejasi. Tarkista, että jokaisessa
meiltä tulevassa sähköpostissa näkyy tietojenkalastelun estokoodisi.

Katso myös [tietopankki](/knowledge-base).
`,
    },
    'knowledge-base': {
      title: 'Tietopankki',
      description:
        'Vastauksia yleisiin kysymyksiin kryptovarojen ostamisesta, säilyttämisestä ja lähettämisestä {{brand}}-palvelussa.',
      markdown: `## Alkuun pääseminen

**Miten avaan tilin?** Valitse *Aloita*, anna tietosi ja vahvista sähköpostiosoitteesi ja
matkapuhelinnumerosi lähettämillämme koodeilla. Vahvista sitten henkilöllisyytesi (katso
[henkilöllisyyden vahvistamisen ohjeet](/identity-verification)).

**Mitä kolikoita voin pitää?** Bitcoin (BTC), Litecoin (LTC), Ethereum (ETH), Bitcoin Cash (BCH),
Tether (USDT) ja USD Coin (USDC) sekä saldot valuutoissa USD, GBP, EUR, AUD, CAD ja CHF.

## Osto ja myynti

**Miten hinta määräytyy?** Tarjous näyttää kurssin, palkkiot ja summan, jonka saat; se on kiinteä
lähtölaskennan näyttämän ajan.

**Minne myynnin tuotto menee?** Myynnin tuotto hyvitetään EUR-lompakkoosi.

## Talletukset ja nostot

**Kuinka kauan kryptotalletus kestää?** Se näkyy heti odottavana ja hyvitetään talletussivulla näkyvien
verkkovahvistusten jälkeen.

**Voinko nostaa kortille tai pankkitilille?** Kyllä, jos asut Euroopan talousalueella.

## Turvallisuus

Ota todennussovellus käyttöön kohdassa *Tietoturva-asetukset*, säilytä palautuskoodit verkon ulkopuolella
ja aseta tietojenkalastelun estokoodi, jotta tunnistat sähköpostimme.
`,
    },
    'identity-verification': {
      title: 'Henkilöllisyyden vahvistamisen ohjeet',
      description:
        'Vaihe vaiheelta: vahvista sähköpostiosoitteesi, matkapuhelinnumerosi ja henkilöllisyytesi {{brand}}-palvelussa.',
      markdown: `## Miksi vahvistamme

Säänneltyjen alustojen on tunnettava asiakkaansa. Vahvistus suojaa tiliäsi ja avaa kaikki palvelut käyttöösi.

## 1. Sähköposti ja matkapuhelinnumero

Rekisteröinnin jälkeen lähetämme koodin sähköpostiisi ja toisen tekstiviestillä. Syötä ne vahvistussivulle;
pyydä uusi koodi, jos jokin on vanhentunut.

## 2. Henkilöllisyysasiakirja

1. Avaa jäsenalueelta *Tilin vahvistus*.
2. Valitse asiakirjan myöntänyt maa ja asiakirjan tyyppi: passi, henkilökortti tai ajokortti.
3. Valokuvaa asiakirja tasaisella, tummalla alustalla hyvässä valossa: kaikki neljä kulmaa näkyvissä, ei
   heijastuksia, jokainen rivi luettavissa. Kortista molemmat puolet.
4. Lataa kuvat (JPEG, PNG tai PDF).

## 3. Selfie ja osoitetodistus (pyydettäessä)

Ota tarkka kuva kasvoistasi ilman silmälaseja ja päähinettä. Osoitetodistus on alle kolmen kuukauden
ikäinen tiliote tai kulutuslasku, jossa näkyvät nimesi ja osoitteesi.

## Lähettämisen jälkeen

Tiimimme tarkistaa asiakirjat yleensä yhden arkipäivän kuluessa ja lähettää tuloksen sähköpostitse. Jos
asiakirja hylätään, sähköpostissa kerrotaan syy, ja voit ladata uuden.
`,
    },
    blog: {
      title: 'Blogi',
      description: 'Uutisia, oppaita ja tuotepäivityksiä {{brand}}-palvelulta.',
      markdown: 'Uutisia, oppaita ja tuotepäivityksiä {{brand}}-tiimiltä.',
    },
    about: {
      title: 'Tietoa meistä',
      description: '{{brand}}: säännelty alusta kryptovarojen ostamiseen, säilyttämiseen ja niillä maksamiseen.',
      markdown: `## {{brand}}

{{brand}} antaa ihmisten ostaa, myydä, säilyttää ja lähettää kryptovaroja sillä huolellisuudella, jota
säännellyltä rahoituspalvelulta odotetaan, ja kauppiaiden vastaanottaa kryptomaksuja omilla sivustoillaan.

## Mitä edustamme

- **Selkeät hinnat**: jokainen palkkio näytetään ennen vahvistusta.
- **Varasi tarkasti kirjattuina**: jokainen saldo perustuu kahdenkertaiseen kirjanpitoon, jota täsmäytetään jatkuvasti.
- **Turvallisuus ensin**: kaksivaiheinen kirjautuminen, nostojen suojaukset ja tietojenkalastelun estokoodit.

## Kuka sitä ylläpitää

{{brand}}-palvelua ylläpitää {{company}}, {{address}}.
`,
    },
    contact: {
      title: 'Yhteystiedot',
      description: 'Näin tavoitat {{brand}}-palvelun: asiakastuki, säännösten noudattaminen ja postiosoite.',
      markdown: `## Asiakastuki

Sähköposti: **{{support_email}}**

Puhelin: {{phone}}

## Säännösten noudattaminen

Henkilöllisyyden vahvistamista, pakotteita tai viranomaisten pyyntöjä koskevat kysymykset: {{compliance_email}}.

## Postiosoite

{{company}}
{{address}}
`,
    },
  },
};
