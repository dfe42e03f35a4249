import { useEffect, useState } from 'react';
import { loadConfiguration, type ConfigurationResult } from './load-configuration.js';
import { applyFlowTheme } from './apply-theme.js';

/** The first screen shows a clear error rather than spinning forever when the configuration never answers. */
export const configurationTimeoutMs = 15_000;

/** The configuration call, settled as `unavailable` after configurationTimeoutMs. */
export function loadConfigurationWithTimeout(timeoutMs: number = configurationTimeoutMs): Promise<ConfigurationResult> {
  return Promise.race([
    loadConfiguration(),
    new Promise<ConfigurationResult>((resolve) => setTimeout(() => resolve({ error: 'unavailable' }), timeoutMs)),
  ]);
}

/** `undefined` while loading; the result once the call settles (and the brand theme applied). */
export function useConfiguration(started?: Promise<ConfigurationResult>): ConfigurationResult | undefined {
  const [result, setResult] = useState<ConfigurationResult | undefined>(undefined);
  useEffect(() => {
    let active = true;
    void (started ?? loadConfigurationWithTimeout()).then((loaded) => {
      if (!active) return;
      if ('data' in loaded) applyFlowTheme(loaded.data.module);
      setResult(loaded);
    });
    return () => {
      active = false;
    };
  }, [started]);
  return result;
}
