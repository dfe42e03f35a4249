import { applyPalette, brandPalette, type MerchantProfile } from '@platform/core';

/** Spec §3/§9 widget theme defaults (dark green, green), as in widget.css. */
export const defaultWidgetTheme = { primary_color: '#0b4f3c', secondary_color: '#1fa463' } as const;

const hexColour = /^#[0-9a-fA-F]{6}$/;

/**
 * The merchant's colours as the design tokens' brand palette (core's brandPalette: the colours and
 * the readable text on them, contrast-checked, so a pale merchant colour still gives legible
 * header text and buttons). Set through the CSSOM
 * (`style.setProperty`), which a strict CSP allows, unlike a style attribute or an inline
 * <style>; only #rrggbb values are taken, so a colour can never carry other CSS.
 */
export function applyMerchantTheme(
  theme: MerchantProfile['theme'],
  root: HTMLElement = document.documentElement,
): void {
  const primary = hexColour.test(theme.primary_color) ? theme.primary_color : defaultWidgetTheme.primary_color;
  const secondary = hexColour.test(theme.secondary_color) ? theme.secondary_color : defaultWidgetTheme.secondary_color;
  applyPalette(root.style, brandPalette({ primary_color: primary, secondary_color: secondary }));
}
