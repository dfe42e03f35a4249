/**
 * The content module's public surface (README.md): the brand's content pages and blog in Markdown
 * per locale (English fallback, the platform's defaults until an operator writes its own), their
 * server-rendered HTML, robots.txt and sitemap.xml.
 *
 * - `contentRoutes` (under the API base): the public reads and the operators' editing calls.
 * - `seoRoutes` (at the root): robots.txt and sitemap.xml per brand host.
 * - `contentPageRenderers`: the home and content pages' renderers for `app.publicPages`.
 * - `seedDefaultContent`: the seed's write of the defaults for a brand.
 * - Owns the `content_entries` table (migration 115_content.sql).
 */
export { contentRoutes, visitorLocale } from './content-routes.js';
export { seoRoutes } from './seo-routes.js';
export { contentPageRenderers, renderHome } from './public-renderers.js';
export { seedDefaultContent } from './seed-content.js';
export { renderMarkdown } from './render-markdown.js';
