import { useEffect } from 'react';
import { applyPalette, brandPalette, type ConfigurationDetails } from '@platform/core';

const metaMarker = 'data-brand-meta';

/** Points an element at a URL, creating it in <head> when missing. */
function headElement<K extends 'link' | 'script'>(
  tag: K,
  attributes: Record<string, string>,
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.setAttribute(metaMarker, '');
  document.head.append(element);
  return element;
}

/**
 * Applies the brand configuration to the document: its palette (core's brandPalette: the colours
 * and readable text colours derived from them) as CSS custom properties, favicon,
 * title, and the brand's meta links, stylesheets and scripts (spec §3 "Meta") as elements with
 * `src`/`href` (the CSP forbids inline code; the server proxies those URLs).
 */
export function applyBrandTheme(details: ConfigurationDetails): () => void {
  const { module: configuration, meta } = details;
  const rootStyle = document.documentElement.style;
  applyPalette(rootStyle, brandPalette(configuration));
  document.title = configuration.label_name;
  const added: Element[] = [];
  if (configuration.fav_icon !== '') added.push(headElement('link', { rel: 'icon', href: configuration.fav_icon }));
  for (const link of meta.link) added.push(headElement('link', { rel: link.rel, href: link.href }));
  for (const href of meta.css) added.push(headElement('link', { rel: 'stylesheet', href }));
  for (const src of meta.js) {
    const script = headElement('script', { src });
    script.async = false; // brand scripts may depend on each other: keep their order
    added.push(script);
  }
  return () => {
    for (const element of added) element.remove();
  };
}

export function BrandTheme({ details }: { details: ConfigurationDetails }) {
  useEffect(() => applyBrandTheme(details), [details]);
  return null;
}
