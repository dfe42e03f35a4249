import { intlLocale, isLocaleCode, localeCodes, type Configuration, type LocaleCode } from '@platform/core';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Server-rendered public pages: the members app's index.html with the page's main text, title,
 * description, canonical, Open Graph and hreflang tags written in, so a visitor without JavaScript
 * (a search engine, `curl`) reads the page and the first paint needs no script. The app then
 * renders over it (createRoot replaces #root's children; no hydration to keep in step).
 *
 * The hook: a module registers a renderer with `app.publicPages.register(renderer)` from its
 * routes plugin. The not-found plugin (which answers every app page) asks the renderers in order of
 * registration for each members-app page answering 200; the first that matches the path renders
 * it. The content module renders the home and content pages; the markets pages (`/prices`,
 * `/prices/:id`) plug in the same way from the rates module, with `matches` on their paths and
 * `render` reading the rates module's stored market state.
 */
export interface PublicPageContext {
  request: FastifyRequest;
  /** The path, without query. */
  pathname: string;
  /** `lang` of the query, else the `locale` cookie, else en. */
  locale: LocaleCode;
  /** `https://host` of the request: every brand has its own hosts, so links stay on the brand's. */
  origin: string;
}

export interface RenderedPublicPage {
  title: string;
  description: string;
  /** Trusted HTML of the page's main text (escape what is not yours: `escapeHtml`). */
  mainHtml: string;
  /** Open Graph type (`website` unless told). */
  ogType?: 'website' | 'article';
  /** Absolute or root-relative image for Open Graph (the brand's logo). */
  image?: string;
  /** The brand's name (og:site_name). */
  siteName: string;
  /** The locales the page is offered in (hreflang alternates); the brand's active locales. */
  locales: readonly LocaleCode[];
}

export interface PublicPageRenderer {
  name: string;
  matches(pathname: string): boolean;
  /** Undefined: not this renderer's page after all (e.g. an unknown post): the plain index.html goes out. */
  render(context: PublicPageContext): Promise<RenderedPublicPage | undefined>;
}

export interface PublicPages {
  register(renderer: PublicPageRenderer): void;
  /** The page's HTML from the app's index.html, or undefined when no renderer renders it. */
  render(request: FastifyRequest, pathname: string, indexHtml: string): Promise<string | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicPages: PublicPages;
  }
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function requestLocale(request: FastifyRequest): LocaleCode {
  const query = request.query as Record<string, unknown> | undefined;
  const lang = query?.lang;
  if (isLocaleCode(lang)) return lang;
  const cookie = request.cookies?.locale;
  return isLocaleCode(cookie) ? cookie : 'en';
}

/** A text's `{{name}}` placeholders filled in (i18next's syntax; unknown names stay as written). */
export function fillText(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The brand's part of a rendered page: its name, active locales (hreflang) and logo (og:image). */
export function brandPageBase(
  configuration: Configuration,
): Pick<RenderedPublicPage, 'siteName' | 'locales' | 'image'> {
  return { siteName: configuration.label_name, locales: configuration.active_locales, image: configuration.logo };
}

/** The URL of a page in a locale: English is the bare path (the default), others `?lang=`. */
export function localizedUrl(origin: string, pathname: string, locale: LocaleCode): string {
  return `${origin}${pathname}${locale === 'en' ? '' : `?lang=${locale}`}`;
}

/** The tags of the page's head: description, canonical, hreflang alternates, Open Graph, Twitter card. */
function headTags(page: RenderedPublicPage, context: PublicPageContext): string[] {
  const canonical = localizedUrl(context.origin, context.pathname, context.locale);
  const attribute = (value: string) => escapeHtml(value);
  const locales = page.locales.filter((locale) => (localeCodes as readonly string[]).includes(locale));
  const tags = [
    `<meta name="description" content="${attribute(page.description)}" />`,
    `<link rel="canonical" href="${attribute(canonical)}" />`,
    ...locales.map(
      (locale) =>
        `<link rel="alternate" hreflang="${intlLocale(locale)}" href="${attribute(localizedUrl(context.origin, context.pathname, locale))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${attribute(localizedUrl(context.origin, context.pathname, 'en'))}" />`,
    `<meta property="og:type" content="${page.ogType ?? 'website'}" />`,
    `<meta property="og:site_name" content="${attribute(page.siteName)}" />`,
    `<meta property="og:title" content="${attribute(page.title)}" />`,
    `<meta property="og:description" content="${attribute(page.description)}" />`,
    `<meta property="og:url" content="${attribute(canonical)}" />`,
    `<meta property="og:locale" content="${intlLocale(context.locale).replace('-', '_')}" />`,
    `<meta name="twitter:card" content="summary" />`,
  ];
  if (page.image !== undefined && page.image !== '') {
    const image = page.image.startsWith('/') ? `${context.origin}${page.image}` : page.image;
    tags.push(`<meta property="og:image" content="${attribute(image)}" />`);
  }
  return tags;
}

/** Writes the page into the app's index.html: lang, title, head tags, and the main text inside #root. */
export function injectPage(indexHtml: string, page: RenderedPublicPage, context: PublicPageContext): string {
  const head = headTags(page, context)
    .map((tag) => `    ${tag}`)
    .join('\n');
  return indexHtml
    .replace(/<html lang="[^"]*">/, `<html lang="${intlLocale(context.locale)}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>\n${head}`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root"><div class="prerendered" data-prerendered="${escapeHtml(context.pathname)}">${page.mainHtml}</div></div>`,
    );
}

/** Decorates `app.publicPages` (the renderers' registry); the not-found plugin uses it. */
export const publicPagesPlugin = fp(
  async (app) => {
    const renderers: PublicPageRenderer[] = [];
    app.decorate('publicPages', {
      register(renderer) {
        renderers.push(renderer);
      },
      async render(request, pathname, indexHtml) {
        const renderer = renderers.find((candidate) => candidate.matches(pathname));
        if (renderer === undefined) return undefined;
        const context: PublicPageContext = {
          request,
          pathname,
          locale: requestLocale(request),
          origin: `${request.protocol}://${request.host}`,
        };
        const page = await renderer.render(context);
        return page === undefined ? undefined : injectPage(indexHtml, page, context);
      },
    } satisfies PublicPages);
  },
  { name: 'public-pages' },
);
