import { Component, type ReactNode } from 'react';
import { messagesEnglish, type MessagesTexts } from '@platform/core';
import { useLocaleStore } from '../../stores/locale-store.js';

interface State {
  failed: boolean;
}

/**
 * Spec §8: when showing the error page itself fails, say so plainly with a link home. The fallback
 * reads the loaded texts directly (no i18n hooks) because those may be what failed; English (in the
 * bundle) when the locale's are not there.
 */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const { i18n, locale } = useLocaleStore.getState();
    const loaded = i18n?.getResourceBundle(locale, 'messages') as MessagesTexts | undefined;
    const texts = loaded?.errorPage ?? messagesEnglish.errorPage;
    return (
      <section className="error-page" role="alert">
        <p className="error-page__message">{texts.renderFailed}</p>
        <a className="error-page__home" href="/">
          {texts.backHome}
        </a>
      </section>
    );
  }
}
