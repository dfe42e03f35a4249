import type { NotifyCopy } from '../copy.js';

// Finnish: brand names stay in the nominative ("Demo Exchange -palvelun"), as Finnish does with foreign
// names. After "kuluttua"/"ajaksi" the noun is genitive singular for every count (1 minuutin, 5 minuutin).
const minutes = (count: number) => `${count} minuutin`;
const hours = (count: number) => `${count} tunnin`;

export const fi: NotifyCopy = {
  layout: {
    antiPhishingLabel: 'Tietojenkalastelun estokoodisi',
    antiPhishingHint: (brand) =>
      `Jokaisessa aidossa ${brand} -palvelun sähköpostissa näkyy tämä koodi. Jos koodi puuttuu tai on eri, älä napsauta mitään linkkiä vaan ota yhteyttä tukeen.`,
    automatedNotice: (brand) => `Tämä on ${brand} -palvelun automaattinen viesti. Älä vastaa siihen.`,
    support: (email) => `Tarvitsetko apua? Kirjoita osoitteeseen ${email}.`,
    linkFallback: 'Jos painike ei toimi, kopioi tämä linkki selaimeesi:',
    testModeSubjectPrefix: '[TESTITILA]',
    testModeNotice: (brand) =>
      `TESTITILA: tämä viesti tulee palvelun ${brand} testiasennuksesta. Oikeaa rahaa ei liiku, eikä mikään viestissä ole todellista.`,
  },
  code: {
    neverShare: (brand) => `Älä koskaan kerro tätä koodia kenellekään, et edes ${brand} -palvelun henkilökunnalle.`,
    expires: (count) => `Koodi vanhenee ${minutes(count)} kuluttua.`,
    ignore: 'Jos et pyytänyt tätä, voit jättää tämän viestin huomiotta.',
  },
  emailVerificationCode: {
    subject: (brand) => `${brand}: sähköpostin vahvistuskoodisi`,
    heading: 'Vahvista sähköpostiosoitteesi',
    intro: 'Vahvista sähköpostiosoitteesi syöttämällä tämä koodi:',
  },
  smsVerificationCode: {
    text: (brand, code) => `${brand}: vahvistuskoodisi on ${code}. Älä kerro sitä kenellekään.`,
  },
  loginCode: {
    subject: (brand) => `${brand}: kirjautumiskoodisi`,
    heading: 'Kirjautumiskoodisi',
    intro: 'Viimeistele kirjautuminen syöttämällä tämä koodi:',
  },
  passwordReset: {
    subject: (brand) => `${brand}: salasanan palautus`,
    heading: 'Palauta salasanasi',
    intro: 'Saimme pyynnön tilisi salasanan palauttamisesta. Alla olevaa linkkiä voi käyttää vain kerran.',
    action: 'Palauta salasana',
    expires: (count) => `Linkki vanhenee ${minutes(count)} kuluttua.`,
  },
  securityChanged: {
    subject: {
      password: (brand) => `${brand}: salasanasi on vaihdettu`,
      email: (brand) => `${brand}: sähköpostiosoitteesi on vaihdettu`,
      two_factor: (brand) => `${brand}: kaksivaiheisen tunnistautumisen asetuksia on muutettu`,
    },
    intro: {
      password: 'Tilisi salasana on vaihdettu.',
      email: 'Tilisi sähköpostiosoite on vaihdettu.',
      two_factor: 'Tilisi kaksivaiheisen tunnistautumisen (2FA) asetuksia on muutettu.',
    },
    withdrawalLock: (count) => `Turvallisuutesi vuoksi nostot on estetty ${hours(count)} ajaksi.`,
    notYou: (brand) => `Jos et tehnyt tätä muutosta, ota heti yhteyttä ${brand} -palvelun tukeen.`,
  },
  loginAlert: {
    subject: (brand) => `${brand}: uusi kirjautuminen tilillesi`,
    heading: 'Uusi kirjautuminen havaittu',
    intro: 'Tilillesi kirjauduttiin uudelta laitteelta tai uudesta maasta:',
    time: 'Aika',
    ip: 'IP-osoite',
    country: 'Maa',
    device: 'Laite',
    notYou: (brand) => `Jos tämä et ollut sinä, vaihda salasanasi heti ja ota yhteyttä ${brand} -palvelun tukeen.`,
  },
  kycOutcome: {
    subject: {
      approved: (brand) => `${brand}-tilisi on vahvistettu`,
      rejected: (brand) => `Henkilöllisyytesi vahvistus palvelussa ${brand} ei onnistunut`,
    },
    approvedNext: 'Voit nyt käyttää kaikkia tilisi ominaisuuksia.',
    rejectedIntro: 'Emme pystyneet vahvistamaan henkilöllisyyttäsi lähettämilläsi asiakirjoilla.',
    reason: 'Syy',
    tryAgain: 'Voit lähettää uudet asiakirjat Tilin vahvistus -sivulla.',
  },
  paymentLink: {
    subject: (merchant) => `Maksupyyntö: ${merchant}`,
    heading: 'Olet saanut maksupyynnön',
    intro: (merchant) => `${merchant} lähetti sinulle maksulinkin.`,
    amount: 'Summa',
    product: 'Tuote',
    action: 'Maksa nyt',
  },
  depositReceived: {
    subject: (amount) => `Talletus vastaanotettu: ${amount}`,
    heading: 'Talletuksesi on saapunut',
    intro: (brand) => `Talletuksesi on vahvistettu lohkoketjussa ja hyvitetty ${brand}-lompakkoosi.`,
    amount: 'Summa',
    txid: 'Tapahtuman tunnus',
    confirmations: 'Vahvistukset',
    seeWallet: 'Löydät sen lompakkosi tapahtumaluettelosta.',
  },
  webhookDisabled: {
    subject: (merchant) => `Webhook poistettu käytöstä: ${merchant}`,
    heading: 'Webhook-päätepisteesi poistettiin käytöstä',
    intro: 'Lopetimme maksutapahtumien lähettämisen webhook-päätepisteeseesi.',
    url: 'Päätepiste',
    reason: 'Syy',
    reasons: { gone: 'Se vastasi 410 Gone, eli päätepistettä ei enää ole.' },
    time: 'Poistettu käytöstä',
    nextSteps:
      'Tapahtumia ei lähetetä, kun päätepiste on poissa käytöstä. Kun se toimii taas, ota se käyttöön kauppiasalueen widget-asetuksista ja lähetä väliin jääneet tapahtumat uudelleen toimituslokista.',
  },
};
