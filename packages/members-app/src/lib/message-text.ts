import { useTranslation } from 'react-i18next';

/** `namespace:path.to.text`: an i18n key, as schemas and features write them (API messages have spaces). */
const keyShape = /^[a-z][A-Za-z]*:[\w.]+$/;

/**
 * A form or failure message as text in the interface language: an i18n key (a schema's
 * `validation:…`, a feature's own key) is translated; anything else (what the API wrote) is shown
 * as it came. React renders it as text, never as HTML. A key whose text is missing goes through
 * `t` too, so the tests' missing-text handler sees it instead of the key reaching the screen.
 */
export function useMessageText(): (message: string, options?: Record<string, unknown>) => string {
  const { t, i18n } = useTranslation();
  return (message, options) => (i18n.exists(message) || keyShape.test(message) ? t(message, options) : message);
}
