import MarkdownIt from 'markdown-it';

/**
 * The one Markdown renderer of the content pages (markdown-it, CommonMark): raw HTML off, so every
 * tag an operator types is shown as text, never run; markdown-it's link check refuses javascript:,
 * vbscript:, file: and data: URLs (but data: images). Typographic quotes on, bare URLs become links.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });

/** External links open with no access to this page (`rel="noopener noreferrer"`); app links stay plain. */
const defaultLinkOpen =
  markdown.renderer.rules.link_open ??
  ((tokens, index, options, _env, self) => self.renderToken(tokens, index, options));
markdown.renderer.rules.link_open = (tokens, index, options, env, self) => {
  const token = tokens[index];
  const href = token?.attrGet('href') ?? '';
  if (token !== undefined && /^https?:\/\//i.test(href)) token.attrSet('rel', 'noopener noreferrer');
  return defaultLinkOpen(tokens, index, options, env, self);
};

export function renderMarkdown(source: string): string {
  return markdown.render(source);
}

/** The text of rendered HTML (the description of a page without one, the server-rendered page's size checks). */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
