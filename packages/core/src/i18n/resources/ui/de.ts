import type { UiTexts } from './en.js';

/** Namespace `ui` in German: every key of ./en.ts (the type checks it). */
export const de: UiTexts = {
  loading: 'Wird geladen…',
  retry: 'Erneut versuchen',
  loadMore: 'Mehr laden',
  cancel: 'Abbrechen',
  copy: 'Kopieren',
  copied: 'Kopiert',
  copyFailed: 'Kopieren fehlgeschlagen',
  rateLimited: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  networkError: 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  unexpectedError: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  stepUpTitle: 'Bestätigen Sie, dass Sie es sind',
  stepUpIntro: 'Geben Sie zu Ihrer Sicherheit Ihr Passwort oder einen aktuellen Zwei-Faktor-Code ein, um fortzufahren.',
  stepUpPassword: 'Passwort',
  stepUpCode: 'Oder ein Zwei-Faktor-Code',
  stepUpConfirm: 'Bestätigen',
  stepUpMissing: 'Geben Sie Ihr Passwort oder einen Code ein.',
  close: 'Schließen',
  notifications: 'Benachrichtigungen',
  steps: 'Schritt {{current}} von {{total}}',
  openMenu: 'Menü öffnen',
  closeMenu: 'Menü schließen',
  collapseSidebar: 'Seitenleiste einklappen',
  expandSidebar: 'Seitenleiste ausklappen',
  skipToContent: 'Zum Hauptinhalt springen',
  forbiddenTitle: 'Sie haben keinen Zugriff auf diese Seite.',
  forbiddenMessage:
    'Ihr Konto hat nicht die Berechtigung, die diese Seite benötigt. Wenn Sie meinen, dass es sie haben sollte, wenden Sie sich bitte an den Support.',
};
