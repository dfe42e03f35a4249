import type { Configuration } from '@platform/core';

/** Brand colours as CSS custom properties and the brand name as the iframe's title. */
export function applyFlowTheme(configuration: Pick<Configuration, 'primary_color' | 'secondary_color' | 'label_name'>) {
  const rootStyle = document.documentElement.style;
  rootStyle.setProperty('--brand-primary', configuration.primary_color);
  rootStyle.setProperty('--brand-secondary', configuration.secondary_color);
  document.title = configuration.label_name;
}
