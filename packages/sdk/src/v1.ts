// The script-tag build (/sdk/v1.js): sets window.WLPay and, when the tag carries
// data-merchant-id, mounts what its data attributes say.
import { autoMount, createGlobal } from './script-tag.js';

const script = document.currentScript;
const isScript = script instanceof HTMLScriptElement;
const wlpay = createGlobal(isScript && script.src !== '' ? new URL(script.src).origin : undefined);
window.WLPay = wlpay;
if (isScript && script.dataset['merchantId'] !== undefined) wlpay.auto = autoMount(wlpay, script);
