import { contentPageSlugs, homePageCoins, type Configuration, type LocaleCode, type PublicTexts } from '@platform/core';
import { allLocaleResources } from '@platform/core/i18n/every-locale';
import type { FastifyInstance } from 'fastify';
import {
  brandPageBase,
  escapeHtml,
  fillText,
  type PublicPageContext,
  type PublicPageRenderer,
  type RenderedPublicPage,
} from '../../static/public-pages.js';
import { hostnameFromHost, type Brand } from '../brands/index.js';
import { readContentEntry, readPostList } from './content-service.js';
import { plainTextOf } from './render-markdown.js';

function textsIn(locale: LocaleCode): PublicTexts {
  return allLocaleResources()[locale].public;
}

function pageBase(brand: Brand): Pick<RenderedPublicPage, 'siteName' | 'locales' | 'image'> {
  return brandPageBase(brand.configuration);
}

/** The home page's main text: hero, the supported coins, how it works, the merchant section, the risk line. */
export function renderHome(
  configuration: Configuration,
  locale: LocaleCode,
): Pick<RenderedPublicPage, 'title' | 'description' | 'mainHtml'> {
  const home = textsIn(locale).home;
  const brand = escapeHtml(configuration.label_name);
  const heroTitle = fillText(escapeHtml(home.heroTitle), { brand });
  const steps = [
    [home.howStep1Title, home.howStep1Text],
    [home.howStep2Title, home.howStep2Text],
    [home.howStep3Title, home.howStep3Text],
  ];
  const mainHtml = [
    `<section class="home-hero"><h1>${heroTitle}</h1><p>${escapeHtml(home.heroText)}</p></section>`,
    `<section><h2>${escapeHtml(home.coinsTitle)}</h2><ul>${homePageCoins.map((coin) => `<li>${coin.name} (${coin.iso})</li>`).join('')}</ul></section>`,
    `<section><h2>${escapeHtml(home.howTitle)}</h2><ol>${steps.map(([title, text]) => `<li><h3>${escapeHtml(title ?? '')}</h3><p>${escapeHtml(text ?? '')}</p></li>`).join('')}</ol></section>`,
    `<section><h2>${escapeHtml(home.merchantTitle)}</h2><p>${escapeHtml(home.merchantText)}</p></section>`,
    `<p class="risk">${escapeHtml(home.risk)}</p>`,
  ].join('');
  return {
    title: `${configuration.label_name} – ${fillText(home.heroTitle, { brand: configuration.label_name })}`,
    description: home.heroText,
    mainHtml,
  };
}

async function renderContentPage(app: FastifyInstance, brand: Brand, context: PublicPageContext, slug: string) {
  const kind = context.pathname.startsWith('/blog/') ? ('post' as const) : ('page' as const);
  const entry = await readContentEntry(app.database, {
    brandId: brand.id,
    configuration: brand.configuration,
    kind,
    slug,
    locale: context.locale,
  });
  if (entry === undefined) return undefined;
  const texts = textsIn(context.locale).content;
  let mainHtml = `<article><h1>${escapeHtml(entry.title)}</h1>`;
  if (entry.external_url !== null) {
    mainHtml += `<p>${escapeHtml(texts.externalIntro)} <a href="${escapeHtml(entry.external_url)}" rel="noopener">${escapeHtml(fillText(texts.externalLink, { title: entry.title }))}</a></p>`;
  }
  mainHtml += `${entry.html}</article>`;
  if (kind === 'page' && slug === 'blog') {
    const posts = await readPostList(app.database, {
      brandId: brand.id,
      configuration: brand.configuration,
      locale: context.locale,
    });
    mainHtml += `<section><h2>${escapeHtml(texts.posts)}</h2><ul>${posts
      .map(
        (post) =>
          `<li><a href="/blog/${escapeHtml(post.slug)}">${escapeHtml(post.title)}</a> <span>${escapeHtml(post.description)}</span></li>`,
      )
      .join('')}</ul></section>`;
  }
  return {
    ...pageBase(brand),
    title: `${entry.title} – ${brand.configuration.label_name}`,
    description: entry.description || plainTextOf(entry.html).slice(0, 160),
    mainHtml,
    ...(kind === 'post' ? { ogType: 'article' as const } : {}),
  };
}

const contentPaths = new Set(contentPageSlugs.map((slug) => `/${slug}`));
const blogPostPath = /^\/blog\/([a-z0-9][a-z0-9-]{0,79})\/?$/;

/** The home page and the content pages (and blog posts), server-rendered for the host's brand. */
export function contentPageRenderers(app: FastifyInstance): PublicPageRenderer[] {
  const brandOf = (context: PublicPageContext) => app.brands.resolver.resolve(hostnameFromHost(context.request.host));
  return [
    {
      name: 'home',
      matches: (pathname) => pathname === '/',
      render: async (context) => {
        const brand = await brandOf(context);
        return { ...pageBase(brand), ...renderHome(brand.configuration, context.locale) };
      },
    },
    {
      name: 'content',
      matches: (pathname) => contentPaths.has(pathname.replace(/\/$/, '')) || blogPostPath.test(pathname),
      render: async (context) => {
        const brand = await brandOf(context);
        const slug = blogPostPath.exec(context.pathname)?.[1] ?? context.pathname.replace(/^\/|\/$/g, '');
        return renderContentPage(app, brand, context, slug);
      },
    },
  ];
}
