import type { TranslatedPage } from './locale-defaults.js';

const notice =
  '> **Malli – tarkista ennen käyttöönottoa.** Tämä on alustan oletusteksti, ei oikeudellista neuvontaa. ' +
  '{{brand}}-palvelun ylläpitäjän on tarkistutettava se pätevillä oikeudellisilla neuvonantajilla omien lupiensa ja ' +
  'lainkäyttöalueidensa kannalta ja korvattava se sisältöeditorissa.';

export const fiLegal: Record<'terms' | 'privacy' | 'refund-policy' | 'aml-kyc', TranslatedPage> = {
  terms: {
    title: 'Käyttöehdot',
    description: '{{brand}}-palvelun käyttöä koskevat ehdot: tilit, kryptovarojen osto ja myynti, palkkiot ja riskit.',
    markdown: `${notice}

## 1. Keitä olemme

Nämä ehdot ovat sinun ja {{company}}:n (”me”) välinen sopimus {{brand}}-palvelun käytöstä: verkkosivuston,
jäsenalueen, lompakoiden ja niiden kautta tarjottavien maksupalveluiden.

## 2. Edellytykset ja tilisi

- Sinun on oltava vähintään 18-vuotias ja kykenevä tekemään sitova sopimus.
- Sinun on annettava totuudenmukaiset ja täydelliset tiedot ja pidettävä ne ajan tasalla. Tarkistamme
  henkilöllisyytesi (asiakkaan tuntemisen tarkistukset) ennen kuin jotkin palvelut tulevat käyttöön.
- Yksi tili henkilöä kohden. Pidä salasanasi ja toinen tunnistautumistekijäsi salassa; vastaat siitä,
  mitä niillä tehdään. Ilmoita meille heti osoitteeseen {{support_email}}, jos epäilet väärinkäyttöä.
- Emme tarjoa palveluitamme kaikilla alueilla. Voimme kieltäytyä avaamasta tiliä tai sulkea sen, jos laki
  tai riskipolitiikkamme sitä edellyttää.

## 3. Palvelut

Voit ostaa, myydä ja vaihtaa kryptovaroja fiat-rahaan, säilyttää niitä puolestasi ylläpitämissämme
lompakoissa, lähettää niitä muihin osoitteisiin ja kauppiaana vastaanottaa maksuja. Hintatarjoukset ovat
voimassa näytetyn ajan; toimeksianto on lopullinen, kun olemme vahvistaneet sen. Kryptovarojen siirtoja
ei voi perua: tarkista jokainen osoite ennen lähettämistä.

## 4. Palkkiot ja rajat

Sovellettavat palkkiot ja rajat näytetään ennen kuin vahvistat kunkin toimeksiannon. Verkkomaksut
määrää verkko, emme me.

## 5. Riskit

Kryptovarojen arvo vaihtelee voimakkaasti, ja ne voivat menettää koko arvonsa. Aiemmat hinnat eivät ole
tae tulevista hinnoista. Kryptovarat eivät ole laillinen maksuväline, eivätkä talletussuoja- tai
sijoittajien korvausjärjestelmät yleensä kata niitä. Käytä vain rahaa, jonka menettämiseen sinulla on varaa.

## 6. Keskeyttäminen ja sulkeminen

Voimme keskeyttää tai sulkea tilin tai pidättää tapahtuman, kun laki sitä edellyttää, kun epäilemme
petosta, rahanpesua tai näiden ehtojen rikkomista tai suojellaksemme sinua. Voit sulkea tilisi milloin
tahansa, kun saldosi on nostettu.

## 7. Vastuu

Mikään näissä ehdoissa ei rajoita vastuuta, jota ei lain mukaan voi rajoittaa. Muilta osin emme vastaa
menetyksistä, jotka johtuvat markkinaliikkeistä, kohtuullisen vaikutusvaltamme ulkopuolella olevista
tapahtumista tai siitä, ettet ole pitänyt tunnistetietojasi turvassa.

## 8. Valitukset ja muutokset

Lähetä valitukset osoitteeseen {{support_email}}; vastaamme 15 arkipäivän kuluessa. Ilmoitamme näiden
ehtojen muutoksista ennen niiden voimaantuloa. Sovelletaan sen maan lakia, johon {{company}} on sijoittautunut.

## 9. Yhteystiedot

{{company}}, {{address}}. Sähköposti: {{support_email}}.
`,
  },
  privacy: {
    title: 'Tietosuojaseloste',
    description: 'Mitä henkilötietoja {{brand}} kerää, miksi, kuinka kauan niitä säilytetään ja mitkä ovat oikeutesi.',
    markdown: `${notice}

## Rekisterinpitäjä

Henkilötietojesi rekisterinpitäjä on {{company}} ({{address}}). Yhteystieto: {{support_email}}.

## Mitä tietoja keräämme

- **Henkilöllisyys- ja yhteystiedot**: nimi, syntymäaika, osoite, sähköpostiosoite, matkapuhelinnumero.
- **Vahvistustiedot**: henkilöllisyysasiakirjat ja niihin kohdistuneiden tarkistusten tulokset.
- **Taloudelliset tiedot**: toimeksiannot, tapahtumat, lompakko-osoitteet, pankki- ja korttiviitteet
  (korttinumeroita käsittelee maksunvälittäjämme, emme tallenna niitä).
- **Tekniset tiedot**: IP-osoite, laite ja selain, kirjautumishistoria sekä evästeet, joita tarvitaan
  kirjautumisen säilyttämiseen ja kielivalintasi muistamiseen.

## Miksi käytämme niitä (oikeusperusteet)

- Tilisi avaamiseen ja hoitamiseen sekä toimeksiantojesi toteuttamiseen (**sopimus**).
- Henkilöllisyytesi tarkistamiseen, rahanpesun ja petosten estämiseen sekä tietojen säilyttämiseen (**lakisääteinen velvoite**).
- Palvelun suojaamiseen ja kehittämiseen (**oikeutettu etu**).
- Uutisten lähettämiseen vain, jos olet antanut siihen suostumuksesi (**suostumus**, jonka voit perua milloin tahansa).

## Kuka saa niitä

Henkilöllisyyden tarkistus- ja maksupalveluiden tarjoajat, pankit, palveluntarjoajamme (hosting) sekä
viranomaiset, kun laki sitä edellyttää. Siirrot maasi ulkopuolelle tehdään lain tunnustamin suojatoimin.

## Kuinka kauan säilytämme niitä

Vahvistus- ja tapahtumatietoja säilytetään rahanpesulainsäädännön edellyttämän ajan (yleensä viisi vuotta
asiakassuhteen päättymisestä); muita tietoja ei kauempaa kuin on tarpeen.

## Oikeutesi

Voit pyytää pääsyä tietoihisi, niiden oikaisemista, poistamista, käsittelyn rajoittamista ja siirtämistä
sekä vastustaa käsittelyä kirjoittamalla osoitteeseen {{support_email}}. Voit myös tehdä valituksen
tietosuojaviranomaiselle.
`,
  },
  'refund-policy': {
    title: 'Palautuskäytäntö',
    description: 'Milloin {{brand}}-palvelun toimeksiannot voi perua tai hyvittää ja miten hyvitykset maksetaan.',
    markdown: `${notice}

## Toimitetut toimeksiannot

Kryptovarojen osto toteutetaan vahvistamaasi hintaan, ja kolikot lähetetään antamaasi osoitteeseen. Koska
hinnat muuttuvat eikä lohkoketjusiirtoja voi perua, toimitettua toimeksiantoa ei voi perua eikä hyvittää.

## Toimittamattomat toimeksiannot

Jos saamme maksusi mutta emme voi toimittaa kolikoita (esimerkiksi koska henkilöllisyytesi tarkistus ei
onnistu tai toimeksianto vanhenee), palautamme maksamasi summan samalla maksutavalla vähennettynä
mahdollisella maksupalvelun tarjoajan pidättämällä palkkiolla. Korttipalautukset näkyvät yleensä 5–10
arkipäivän kuluessa.

## Maksut, jotka eivät täsmää

Pankkisiirto, josta viite puuttuu tai jonka viite on väärä tai jonka summa poikkeaa toimeksiannosta,
pidätetään, kunnes tiimimme kohdistaa sen; jos sitä ei voida kohdistaa, se palautetaan lähettäjän tilille.

## Miten pyydät palautusta

Kirjoita osoitteeseen {{support_email}} ja mainitse toimeksiannon numero. Vastaamme 5 arkipäivän kuluessa.
`,
  },
  'aml-kyc': {
    title: 'Rahanpesun estämistä ja asiakkaan tuntemista koskeva käytäntö (AML/KYC)',
    description: 'Miten {{brand}} tunnistaa asiakkaansa ja estää rahanpesua ja terrorismin rahoittamista.',
    markdown: `${notice}

## Sitoumuksemme

{{company}} ei ota vastaan rikoksella hankittuja varoja eikä salli palveluidensa käyttöä rahanpesuun,
terrorismin rahoittamiseen tai pakotteiden kiertämiseen.

## Tunne asiakkaasi (KYC)

- Jokainen asiakas tunnistetaan ennen kuin hän käyttää rahaa siirtäviä palveluita: nimi, syntymäaika,
  osoite ja voimassa oleva henkilöllisyysasiakirja, joka tarkistetaan asiakirjaa vasten ja tarvittaessa
  reaaliaikaisen selfien avulla.
- Yritysasiakkaat tunnistavat myös tosiasialliset edunsaajansa.
- Voimme pyytää selvitystä varojen tai varallisuuden alkuperästä sekä päivitettyjä asiakirjoja.

## Seuranta

Tapahtumat tarkistetaan pakotelistoja vasten, ja niitä seurataan epätavallisten kuvioiden varalta.
Lohkoketjuosoitteet tarkistetaan yhteyksien varalta laittomaan toimintaan.

## Ilmoitukset ja tietojen säilyttäminen

Ilmoitamme epäilyttävästä toiminnasta toimivaltaisille viranomaisille lain edellyttämällä tavalla
kertomatta siitä asiakkaalle. Tietoja säilytetään lain edellyttämän ajan.

## Yhteystiedot

Säännösten noudattamista koskevat kysymykset: {{compliance_email}}.
`,
  },
};
