import type { UiTexts } from './en.js';

/** Namespace `ui` in Czech: every key of ./en.ts (the type checks it). */
export const cz: UiTexts = {
  loading: 'Načítání…',
  retry: 'Zkusit znovu',
  loadMore: 'Načíst další',
  cancel: 'Zrušit',
  copy: 'Kopírovat',
  copied: 'Zkopírováno',
  copyFailed: 'Kopírování selhalo',
  rateLimited: 'Příliš mnoho pokusů. Chvíli počkejte a zkuste to znovu.',
  networkError: 'Server není dostupný. Zkontrolujte připojení a zkuste to znovu.',
  unexpectedError: 'Něco se pokazilo. Zkuste to prosím znovu.',
  stepUpTitle: 'Potvrďte, že jste to vy',
  stepUpIntro: 'Pro vaši bezpečnost pokračujte zadáním hesla nebo aktuálního kódu dvoufázového ověření.',
  stepUpPassword: 'Heslo',
  stepUpCode: 'Nebo kód dvoufázového ověření',
  stepUpConfirm: 'Potvrdit',
  stepUpMissing: 'Zadejte heslo nebo kód.',
  close: 'Zavřít',
  notifications: 'Oznámení',
  steps: 'Krok {{current}} z {{total}}',
  openMenu: 'Otevřít nabídku',
  closeMenu: 'Zavřít nabídku',
  collapseSidebar: 'Sbalit postranní panel',
  expandSidebar: 'Rozbalit postranní panel',
  skipToContent: 'Přejít na hlavní obsah',
  forbiddenTitle: 'K této stránce nemáte přístup.',
  forbiddenMessage:
    'Váš účet nemá oprávnění, které tato stránka vyžaduje. Pokud si myslíte, že by ho mít měl, kontaktujte podporu.',
};
