// The design system's stylesheets first: later (component and feature) rules build on them.
import '@platform/core/design/tokens.css';
import '@platform/core/design/components.css';
import '@platform/core/design/embed-modal.css';
import './checkout.css';
import { render } from 'preact';
import { connectToParent, openModalChrome } from '@platform/core/embed';
import { CheckoutApp } from './app/checkout-app.js';
import { loadConfigurationWithTimeout } from './config/use-configuration.js';
import { onCheckoutEvent } from './events/checkout-events.js';
import { loadTexts, resolveLocale, translator } from './i18n/texts.js';

/** How long `ready` waits for the configuration to say whether the platform is live (for the test-key check). */
const liveWaitMs = 1_500;

// The iframe's boot code lives in the bundle: the CSP forbids inline scripts. Inside a merchant's
// page it stays in the light colour scheme (tokens.css) whatever the system setting.
document.documentElement.dataset['colorScheme'] = 'light';
const root = document.getElementById('root');
if (root === null) throw new Error('The checkout page needs an element with id "root".');
// The texts of the page's language start loading at once (a chunk, unless English); the app shows
// nothing until they are there (useTranslator), so no English shows first. The brand configuration
// starts meanwhile.
const locale = resolveLocale(window.location.search, document.cookie).locale;
const textsLoaded = loadTexts(locale);
// A modal's backdrop, dialog and close button (the SDK draws none of them).
openModalChrome(window, root, textsLoaded, () => {
  const t = translator(locale);
  return { title: t('app:modalCheckout'), close: t('app:modalClose') };
});
const configuration = loadConfigurationWithTimeout();
// Talks to the SDK's page when framed by it: `ready` says whether the platform is live (when the
// configuration answers within liveWaitMs; on a live platform a test key gets an error instead),
// then the checkout's events follow.
void Promise.race([
  configuration.then((loaded) => ('data' in loaded ? { live: !loaded.data.test_mode } : {})),
  new Promise<object>((resolve) => setTimeout(() => resolve({}), liveWaitMs)),
]).then((ready) => connectToParent({ window, ready, events: (forward) => onCheckoutEvent(forward) }));
render(<CheckoutApp configuration={configuration} />, root);
