// The design system's stylesheets first: later (component and feature) rules build on them.
import '@platform/core/design/tokens.css';
import '@platform/core/design/embed-modal.css';
import './widget.css';
import { render } from 'preact';
import { connectToParent, openModalChrome } from '@platform/core/embed';
import { WidgetApp } from './app/widget-app.js';
import { loadTexts, resolveLocale, translator } from './i18n/texts.js';
import { onWidgetEvent } from './embed/widget-events.js';

// The iframe's boot code lives in the bundle: the CSP forbids inline scripts. Inside a merchant's
// page it stays in the light colour scheme (tokens.css) whatever the system setting.
document.documentElement.dataset['colorScheme'] = 'light';
const root = document.getElementById('root');
if (root === null) throw new Error('The widget page needs an element with id "root".');
connectToParent({ window, events: onWidgetEvent }); // talks to the SDK's page when framed by it
// The texts of the page's language start loading at once (a chunk, unless English); the app shows
// nothing until they are there (useTranslator), so no English shows first. Its other work (the
// brand configuration) starts meanwhile.
const locale = resolveLocale(window.location.search, document.cookie).locale;
const textsLoaded = loadTexts(locale);
// A modal's backdrop, dialog and close button (the SDK draws none of them).
openModalChrome(window, root, textsLoaded, () => {
  const t = translator(locale);
  return { title: t('app:modalPayment'), close: t('app:modalClose') };
});
render(<WidgetApp />, root);
