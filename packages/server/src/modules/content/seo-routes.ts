import { contentPageSlugs, endpoints, type LocaleCode } from '@platform/core';
import type { FastifyPluginAsync } from 'fastify';
import { serve } from '../../http/serve.js';
import { escapeHtml, localizedUrl } from '../../static/public-pages.js';
import { hostnameFromHost } from '../brands/index.js';
import { brandUrlOf, readPostList } from './content-service.js';

/** Paths robots stay out of: the members area, the APIs, the iframes, test-mode pages. */
const closedPaths = [
  '/api/',
  '/m/',
  '/flow/',
  '/widget/',
  '/operator/',
  '/test-mode/',
  '/wallets',
  '/transactions',
  '/profile',
  '/login',
  '/register',
];

function urlEntry(origin: string, pathname: string, locales: readonly LocaleCode[]): string {
  const alternates = locales.map(
    (locale) =>
      `    <xhtml:link rel="alternate" hreflang="${locale === 'cz' ? 'cs' : locale === 'no' ? 'nb' : locale}" href="${escapeHtml(localizedUrl(origin, pathname, locale))}"/>`,
  );
  return [
    `  <url>`,
    `    <loc>${escapeHtml(localizedUrl(origin, pathname, 'en'))}</loc>`,
    ...alternates,
    `  </url>`,
  ].join('\n');
}

/**
 * `robots.txt` and `sitemap.xml` per brand host (at the root, beside the apps): the sitemap lists the
 * host's home, markets and content pages (a page the brand keeps at its own URL is not ours to list)
 * and blog posts, each with its hreflang alternates in the brand's active locales.
 */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  serve(app, endpoints.robotsTxt, async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    const body = [
      'User-agent: *',
      ...closedPaths.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body.join('\n'));
  });
  serve(app, endpoints.sitemapXml, async (request, reply) => {
    const brand = await app.brands.resolver.resolve(hostnameFromHost(request.host));
    const origin = `${request.protocol}://${request.host}`;
    const locales = brand.configuration.active_locales;
    const pages = contentPageSlugs.filter((slug) => brandUrlOf(brand.configuration, 'page', slug) === null);
    const posts = await readPostList(app.database, {
      brandId: brand.id,
      configuration: brand.configuration,
      locale: 'en',
    });
    const paths = ['/', '/prices', ...pages.map((slug) => `/${slug}`), ...posts.map((post) => `/blog/${post.slug}`)];
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...paths.map((path) => urlEntry(origin, path, locales)),
      '</urlset>',
      '',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });
};
