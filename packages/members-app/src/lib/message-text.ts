import { useTranslation } from 'react-i18next';

/**
 * A form or failure message as text in the interface language: an i18n key (a schema's
 * `validation:…`, a feature's own key) is translated; anything else (what the API wrote) is shown
 * as it came. React renders it as text, never as HTML.
 */
export function useMessageText(): (message: string, options?: Record<string, unknown>) => string {
  const { t, i18n } = useTranslation();
  return (message, options) => (i18n.exists(message) ? t(message, options) : message);
}
