import { contentPageSlugs, endpoints, isLocaleCode, type ContentKind, type LocaleCode } from '@platform/core';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../../errors/domain-error.js';
import { authOf } from '../../http/request-auth.js';
import { serve } from '../../http/serve.js';
import { findBrandById, hostnameFromHost, type Brand } from '../brands/index.js';
import { findEntry, listEntries, upsertEntry, type StoredEntry } from './content-repository.js';
import { chooseEntrySource, readContentEntry, readPostList } from './content-service.js';
import { defaultEntries, findDefaultEntry } from './defaults/index.js';
import { renderMarkdown } from './render-markdown.js';

/** The visitor's locale: `lang` when given, else the spec's `locale` cookie, else English. */
export function visitorLocale(request: FastifyRequest, lang: LocaleCode | undefined): LocaleCode {
  if (lang !== undefined) return lang;
  const cookie = request.cookies.locale;
  return cookie !== undefined && isLocaleCode(cookie) ? cookie : 'en';
}

const notFound = (what: string) => new DomainError('not_found', { content: `No such ${what}.` });

/** Public reads: content pages and blog posts of the host's brand, short-cached (operators' edits show within a minute). */
function publicRoutes(app: FastifyInstance) {
  const brandOf = (request: FastifyRequest) => app.brands.resolver.resolve(hostnameFromHost(request.host));
  /** A page or post of the host's brand in the visitor's locale, cached a minute. */
  const readEntry = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: { kind: ContentKind; slug: string; lang: LocaleCode | undefined },
  ) => {
    const brand = await brandOf(request);
    const entry = await readContentEntry(app.database, {
      brandId: brand.id,
      configuration: brand.configuration,
      kind: key.kind,
      slug: key.slug,
      locale: visitorLocale(request, key.lang),
    });
    if (entry === undefined) throw notFound(key.kind);
    reply.header('cache-control', 'public, max-age=60');
    return { entry };
  };
  serve(app, endpoints.getContentPage, (request, reply) =>
    readEntry(request, reply, { kind: 'page', slug: request.params.slug, lang: request.query.lang }),
  );
  serve(app, endpoints.listBlogPosts, async (request, reply) => {
    const brand = await brandOf(request);
    const locale = visitorLocale(request, request.query.lang);
    reply.header('cache-control', 'public, max-age=60');
    return {
      posts: await readPostList(app.database, { brandId: brand.id, configuration: brand.configuration, locale }),
    };
  });
  serve(app, endpoints.getBlogPost, (request, reply) =>
    readEntry(request, reply, { kind: 'post', slug: request.params.slug, lang: request.query.lang }),
  );
}

function operatorWire(
  entry: Pick<StoredEntry, 'kind' | 'slug' | 'title' | 'description' | 'markdown'>,
  extra: {
    locale: LocaleCode;
    isDefault: boolean;
    updatedAt: Date | null;
  },
) {
  return {
    kind: entry.kind,
    slug: entry.slug,
    locale: extra.locale,
    title: entry.title,
    description: entry.description,
    markdown: entry.markdown,
    is_default: extra.isDefault,
    updated_at: extra.updatedAt?.toISOString() ?? null,
  };
}

async function operatorBrand(app: FastifyInstance, request: FastifyRequest): Promise<Brand> {
  const brand = await findBrandById(app.database, authOf(request).brandId);
  if (brand === undefined) throw new Error('invariant: an operator’s brand exists');
  return brand;
}

/** The operator's list: every page slug and default post, plus the brand's own posts, with the locales written. */
async function listForOperator(app: FastifyInstance, brandId: string) {
  const stored = await listEntries(app.database, brandId);
  const keys = new Map<
    string,
    { kind: 'page' | 'post'; slug: string; title: string; locales: string[]; is_default: boolean }
  >();
  for (const slug of contentPageSlugs) {
    keys.set(`page/${slug}`, {
      kind: 'page',
      slug,
      title: findDefaultEntry('page', slug)?.title ?? slug,
      locales: [],
      is_default: true,
    });
  }
  for (const post of defaultEntries.filter((entry) => entry.kind === 'post')) {
    keys.set(`post/${post.slug}`, { kind: 'post', slug: post.slug, title: post.title, locales: [], is_default: true });
  }
  for (const entry of stored) {
    const key = `${entry.kind}/${entry.slug}`;
    const item = keys.get(key) ?? {
      kind: entry.kind,
      slug: entry.slug,
      title: entry.title,
      locales: [],
      is_default: true,
    };
    item.locales.push(entry.locale);
    if (entry.locale === 'en') item.title = entry.title;
    if (!entry.isDefault) item.is_default = false;
    keys.set(key, item);
  }
  return [...keys.values()];
}

/** Operators of the brand (role operator): read, write and preview its entries. */
function operatorRoutes(app: FastifyInstance) {
  serve(app, endpoints.listContentEntries, async (request) => ({
    entries: await listForOperator(app, authOf(request).brandId),
  }));
  serve(app, endpoints.getContentEntry, async (request) => {
    const { kind, slug, locale } = request.params;
    const brandId = authOf(request).brandId;
    const stored =
      (await findEntry(app.database, { brandId, kind, slug, locale })) ??
      (await findEntry(app.database, { brandId, kind, slug, locale: 'en' }));
    // The text the editor starts from is the one the public page shows (chooseEntrySource).
    const source = chooseEntrySource(stored, { kind, slug, locale });
    if (source !== undefined && 'stored' in source) {
      const own = source.stored;
      return {
        entry: operatorWire(own, {
          locale,
          isDefault: own.isDefault && own.locale === locale,
          updatedAt: own.locale === locale ? own.updatedAt : null,
        }),
      };
    }
    if (source !== undefined) {
      return { entry: operatorWire(source.fallback, { locale, isDefault: true, updatedAt: null }) };
    }
    // A post not written yet: the operator starts it from an empty form (a page's slug is a fixed set).
    if (kind === 'post') {
      return {
        entry: operatorWire(
          { kind, slug, title: '', description: '', markdown: '' },
          { locale, isDefault: false, updatedAt: null },
        ),
      };
    }
    throw notFound(kind);
  });
  serve(app, endpoints.saveContentEntry, async (request) => {
    const { kind, slug, locale } = request.params;
    if (kind === 'page' && !(contentPageSlugs as readonly string[]).includes(slug)) {
      throw new DomainError('validation_failed', { slug: `Pages are: ${contentPageSlugs.join(', ')}.` });
    }
    const brand = await operatorBrand(app, request);
    const saved = await upsertEntry(app.database, {
      brandId: brand.id,
      kind,
      slug,
      locale,
      title: request.body.title,
      description: request.body.description,
      markdown: request.body.markdown,
      isDefault: false,
      updatedBy: authOf(request).userId,
    });
    request.log.info({ kind, slug, locale }, 'content entry saved');
    return { entry: operatorWire(saved, { locale, isDefault: false, updatedAt: saved.updatedAt }) };
  });
  serve(app, endpoints.previewContent, async (request) => ({ html: renderMarkdown(request.body.markdown) }));
}

/** The content module's API routes (under the API base). */
export const contentRoutes: FastifyPluginAsync = async (app) => {
  publicRoutes(app);
  operatorRoutes(app);
};
