import type { UiTexts } from './en.js';

/** Namespace `ui` in Finnish: every key of ./en.ts (the type checks it). */
export const fi: UiTexts = {
  loading: 'Ladataan…',
  retry: 'Yritä uudelleen',
  loadMore: 'Lataa lisää',
  cancel: 'Peruuta',
  copy: 'Kopioi',
  copied: 'Kopioitu',
  copyFailed: 'Kopiointi epäonnistui',
  rateLimited: 'Liian monta yritystä. Odota hetki ja yritä uudelleen.',
  networkError: 'Palvelimeen ei saatu yhteyttä. Tarkista yhteytesi ja yritä uudelleen.',
  unexpectedError: 'Jokin meni vikaan. Yritä uudelleen.',
  stepUpTitle: 'Vahvista henkilöllisyytesi',
  stepUpIntro:
    'Turvallisuutesi vuoksi anna salasanasi tai voimassa oleva kaksivaiheisen tunnistautumisen koodi jatkaaksesi.',
  stepUpPassword: 'Salasana',
  stepUpCode: 'Tai kaksivaiheisen tunnistautumisen koodi',
  stepUpConfirm: 'Vahvista',
  stepUpMissing: 'Anna salasanasi tai koodi.',
  close: 'Sulje',
  notifications: 'Ilmoitukset',
  steps: 'Vaihe {{current}}/{{total}}',
  openMenu: 'Avaa valikko',
  closeMenu: 'Sulje valikko',
  collapseSidebar: 'Pienennä sivupalkki',
  expandSidebar: 'Laajenna sivupalkki',
  skipToContent: 'Siirry pääsisältöön',
  forbiddenTitle: 'Sinulla ei ole pääsyä tälle sivulle.',
  forbiddenMessage:
    'Tililläsi ei ole tämän sivun vaatimaa oikeutta. Jos sen pitäisi mielestäsi olla, ota yhteyttä tukeen.',
};
