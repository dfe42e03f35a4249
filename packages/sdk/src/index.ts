import { createGlobal } from './script-tag.js';

export * from './pure.js';

// The default entry also sets `window.WLPay` in a browser (for code written for the script tag);
// use `@platform/sdk/pure` to import without that. On a server it does nothing.
if (typeof window !== 'undefined') window.WLPay ??= createGlobal(undefined);
