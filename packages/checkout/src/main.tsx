// The design system's stylesheets first: later (component and feature) rules build on them.
import '@platform/core/design/tokens.css';
import '@platform/core/design/components.css';
import './checkout.css';
import { render } from 'preact';
import { connectToParent } from '@platform/core/embed';
import { CheckoutApp } from './app/checkout-app.js';
import { loadTexts, resolveLocale } from './i18n/texts.js';

// The iframe's boot code lives in the bundle: the CSP forbids inline scripts. Inside a merchant's
// page it stays in the light colour scheme (tokens.css) whatever the system setting.
document.documentElement.dataset['colorScheme'] = 'light';
const root = document.getElementById('root');
if (root === null) throw new Error('The checkout page needs an element with id "root".');
connectToParent({ window }); // talks to the SDK's page when framed by it
// The texts of the page's language start loading at once (a chunk, unless English); the app shows
// nothing until they are there (useTranslator), so no English shows first. Its other work (the
// brand configuration) starts meanwhile.
void loadTexts(resolveLocale(window.location.search, document.cookie).locale);
render(<CheckoutApp />, root);
