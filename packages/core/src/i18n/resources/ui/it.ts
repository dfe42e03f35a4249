import type { UiTexts } from './en.js';

/** Namespace `ui` in Italian: every key of ./en.ts (the type checks it). */
export const it: UiTexts = {
  loading: 'Caricamento…',
  retry: 'Riprova',
  loadMore: 'Carica altro',
  cancel: 'Annulla',
  copy: 'Copia',
  copied: 'Copiato',
  copyFailed: 'Copia non riuscita',
  rateLimited: 'Troppi tentativi. Attendi un momento e riprova.',
  networkError: 'Impossibile raggiungere il server. Controlla la connessione e riprova.',
  unexpectedError: 'Qualcosa è andato storto. Riprova.',
  stepUpTitle: 'Conferma che sei tu',
  stepUpIntro: 'Per la tua sicurezza, inserisci la password o un codice a due fattori valido per continuare.',
  stepUpPassword: 'Password',
  stepUpCode: 'Oppure un codice a due fattori',
  stepUpConfirm: 'Conferma',
  stepUpMissing: 'Inserisci la password o un codice.',
  close: 'Chiudi',
  notifications: 'Notifiche',
  steps: 'Passo {{current}} di {{total}}',
  openMenu: 'Apri il menu',
  closeMenu: 'Chiudi il menu',
  collapseSidebar: 'Comprimi la barra laterale',
  expandSidebar: 'Espandi la barra laterale',
  skipToContent: 'Vai al contenuto principale',
  forbiddenTitle: 'Non hai accesso a questa pagina.',
  forbiddenMessage:
    'Il tuo account non ha l’autorizzazione richiesta da questa pagina. Se pensi che dovrebbe averla, contatta l’assistenza.',
};
