// The runtime-free translator and the page-load language guard are shared with the other iframe
// app through core.
export { resolveLocale, translator, type LocaleResolution, type Translate } from '@platform/core';
