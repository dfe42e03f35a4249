/** Escapes text for HTML content and quoted attributes, so stored names and other input render inert. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * Only absolute http(s) URLs may become a link or an image in an email; anything else
 * (javascript:, data:, relative paths a mail client cannot resolve) is refused.
 */
export function isSafeEmailUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
