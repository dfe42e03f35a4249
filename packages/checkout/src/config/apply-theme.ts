import { applyPalette, brandPalette, type Configuration } from '@platform/core';

/** The brand's palette (core's brandPalette) as CSS custom properties and its name as the iframe's title. */
export function applyFlowTheme(configuration: Pick<Configuration, 'primary_color' | 'secondary_color' | 'label_name'>) {
  applyPalette(document.documentElement.style, brandPalette(configuration));
  document.title = configuration.label_name;
}
