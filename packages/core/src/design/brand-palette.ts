import { mixColours } from './color.js';
import { contrastAa, ensureContrast, readableTextOn } from './contrast.js';

/**
 * The neutral surfaces of the two colour schemes (tokens.css holds the same values; a test keeps
 * them equal). Brand colours are checked against these.
 */
export const schemeSurfaces = {
  light: { surface: '#ffffff', surfaceMuted: '#f4f6f8', text: '#14181d', textMuted: '#556070' },
  dark: { surface: '#0f1419', surfaceMuted: '#161c23', text: '#e6eaef', textMuted: '#9ba6b3' },
} as const;

export interface BrandColours {
  readonly primary_color: string;
  readonly secondary_color: string;
}

function colourTokens(name: 'primary' | 'secondary', colour: string): Record<string, string> {
  const { light, dark } = schemeSurfaces;
  return {
    [`--brand-${name}`]: colour,
    [`--on-brand-${name}`]: readableTextOn(colour),
    [`--brand-${name}-text-light`]: ensureContrast(colour, light.surface, contrastAa.text),
    [`--brand-${name}-text-dark`]: ensureContrast(colour, dark.surface, contrastAa.text),
    [`--brand-${name}-soft-light`]: mixColours(colour, light.surface, 0.1),
    [`--brand-${name}-soft-dark`]: mixColours(colour, dark.surface, 0.22),
  };
}

/**
 * The CSS custom properties a brand's two colours give (spec §3 Configuration, widget theme): the
 * colours themselves for filled surfaces, a readable text colour on each (WCAG AA), each as a
 * text colour on the light and the dark surface (shaded until it reaches 4.5:1, so an operator's
 * pale or dark pick still gives readable links), soft tints for backgrounds, and a focus ring that
 * reaches 3:1 on both schemes. tokens.css picks the light or dark variant by the system setting.
 */
export function brandPalette(colours: BrandColours): Record<string, string> {
  const { light, dark } = schemeSurfaces;
  return {
    ...colourTokens('primary', colours.primary_color),
    ...colourTokens('secondary', colours.secondary_color),
    '--focus-ring-light': ensureContrast(colours.secondary_color, light.surface, contrastAa.nonText),
    '--focus-ring-dark': ensureContrast(colours.secondary_color, dark.surface, contrastAa.nonText),
  };
}

/** Applies a palette to an element's style (the document root in the apps). */
export function applyPalette(
  style: { setProperty(name: string, value: string): void },
  palette: Record<string, string>,
): void {
  for (const [name, value] of Object.entries(palette)) style.setProperty(name, value);
}
