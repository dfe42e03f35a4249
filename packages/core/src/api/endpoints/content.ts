import { z } from 'zod';
import {
  contentEntryWireSchema,
  contentLocaleQuerySchema,
  contentPageParamsSchema,
  contentPostParamsSchema,
  contentPostSummarySchema,
  contentPreviewBodySchema,
  operatorContentBodySchema,
  operatorContentEntrySchema,
  operatorContentParamsSchema,
} from '../../schemas/content.js';
import { defineEndpoint } from '../endpoint.js';

const fallback = 'In the locale asked for (`lang`, default en) when translated, else in English (`locale` says which).';

/** The content module: the brand's content pages and blog (public), their editing (operators), robots and sitemap. */
export const contentEndpoints = {
  getContentPage: defineEndpoint({
    method: 'GET',
    path: '/content/pages/{slug}',
    auth: 'public',
    summary: 'One content page of the brand (support, knowledge base, legal pages, about us, contact…)',
    description: `${fallback} The Markdown comes rendered as HTML with raw HTML escaped. external_url is the brand's own URL for the page (spec §3 terms_url, privacy_url…) when set.`,
    tags: ['content'],
    request: { params: contentPageParamsSchema, query: contentLocaleQuerySchema },
    details: z.object({ entry: contentEntryWireSchema }),
  }),
  listBlogPosts: defineEndpoint({
    method: 'GET',
    path: '/content/posts',
    auth: 'public',
    summary: 'The brand’s blog posts, newest first (at most 100)',
    description: fallback,
    tags: ['content'],
    request: { query: contentLocaleQuerySchema },
    details: z.object({ posts: z.array(contentPostSummarySchema).max(100) }),
  }),
  getBlogPost: defineEndpoint({
    method: 'GET',
    path: '/content/posts/{slug}',
    auth: 'public',
    summary: 'One blog post of the brand',
    description: fallback,
    tags: ['content'],
    request: { params: contentPostParamsSchema, query: contentLocaleQuerySchema },
    details: z.object({ entry: contentEntryWireSchema }),
  }),
  listContentEntries: defineEndpoint({
    method: 'GET',
    path: '/operator/content',
    auth: 'operator',
    summary: 'Every content page and blog post of the operator’s brand, with the locales an operator has written',
    tags: ['content'],
    details: z.object({
      entries: z.array(
        z.object({
          kind: z.enum(['page', 'post']),
          slug: z.string(),
          title: z.string(),
          locales: z.array(z.string()),
          is_default: z.boolean(),
        }),
      ),
    }),
  }),
  getContentEntry: defineEndpoint({
    method: 'GET',
    path: '/operator/content/{kind}/{slug}/{locale}',
    auth: 'operator',
    summary: 'One entry’s Markdown in one locale (the English text or the default it starts from when none is stored)',
    tags: ['content'],
    request: { params: operatorContentParamsSchema },
    details: z.object({ entry: operatorContentEntrySchema }),
  }),
  saveContentEntry: defineEndpoint({
    method: 'PUT',
    path: '/operator/content/{kind}/{slug}/{locale}',
    auth: 'operator',
    summary:
      'Writes one entry’s title, description and Markdown in one locale (a new slug of kind post adds a blog post)',
    description:
      'Pages are the fixed set of contentPageSlugs; posts take any slug. The same body twice stores it once.',
    tags: ['content'],
    request: { params: operatorContentParamsSchema, body: operatorContentBodySchema },
    details: z.object({ entry: operatorContentEntrySchema }),
  }),
  previewContent: defineEndpoint({
    method: 'POST',
    path: '/operator/content/preview',
    auth: 'operator',
    summary: 'Renders Markdown exactly as the public pages will (raw HTML escaped)',
    tags: ['content'],
    request: { body: contentPreviewBodySchema },
    details: z.object({ html: z.string() }),
  }),
  robotsTxt: defineEndpoint({
    method: 'GET',
    path: '/robots.txt',
    base: 'root',
    auth: 'public',
    produces: 'file',
    summary: 'robots.txt of the brand host: the public pages open, the members area and APIs closed, the sitemap named',
    tags: ['content'],
  }),
  sitemapXml: defineEndpoint({
    method: 'GET',
    path: '/sitemap.xml',
    base: 'root',
    auth: 'public',
    produces: 'file',
    summary: 'sitemap.xml of the brand host: the home, markets and content pages with their hreflang alternates',
    tags: ['content'],
  }),
} as const;
