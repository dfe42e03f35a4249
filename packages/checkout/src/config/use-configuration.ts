import { useEffect, useState } from 'react';
import { loadConfiguration, type ConfigurationResult } from './load-configuration.js';
import { applyFlowTheme } from './apply-theme.js';

/** `undefined` while loading; the result once the call settles (and the brand theme applied). */
export function useConfiguration(): ConfigurationResult | undefined {
  const [result, setResult] = useState<ConfigurationResult | undefined>(undefined);
  useEffect(() => {
    let active = true;
    void loadConfiguration().then((loaded) => {
      if (!active) return;
      if ('data' in loaded) applyFlowTheme(loaded.data.module);
      setResult(loaded);
    });
    return () => {
      active = false;
    };
  }, []);
  return result;
}
