import { mountInBrowser } from './mount.js';
import type { EmbedHandle, MountOptions, ScriptMountOptions, WLPayGlobal } from './types.js';

/** `window.WLPay`: mount() with the platform origin defaulting to the script's own. */
export function createGlobal(scriptOrigin: string | undefined): WLPayGlobal {
  return {
    version: 1,
    mount: (options) => mountInBrowser({ ...options, origin: options.origin ?? scriptOrigin } as MountOptions),
  };
}

/**
 * The mount a script tag's data attributes describe: data-merchant-id, data-transaction-id,
 * data-kind (widget), data-mode (inline with data-container, else modal), data-container, data-lang,
 * data-origin (the script's origin).
 */
export function optionsFromScript(script: HTMLScriptElement): ScriptMountOptions {
  const data = script.dataset;
  return { kind: 'widget', mode: data['container'] === undefined ? 'modal' : 'inline', ...data } as ScriptMountOptions;
}

/** Mounts from the script's data attributes once the page is parsed; a failure is logged. */
export function autoMount(global: WLPayGlobal, script: HTMLScriptElement): Promise<EmbedHandle> {
  const parsed = new Promise((done) =>
    document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', done, { once: true }) : done(0),
  );
  const mounted = parsed.then(() => global.mount(optionsFromScript(script)));
  mounted.catch((error: Error) => console.error(error.message));
  return mounted;
}
