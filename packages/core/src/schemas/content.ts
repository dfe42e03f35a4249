import { z } from 'zod';
import { localeCodes } from '../i18n/locales.js';
import { contentPageSlugs } from '../rules/content-pages.js';

export const contentKinds = ['page', 'post'] as const;
export type ContentKind = (typeof contentKinds)[number];

export const contentSlugSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, { message: 'Use lowercase letters, digits and hyphens (at most 80).' });
export const maxContentMarkdownLength = 100_000;

export const contentLocaleQuerySchema = z.object({ lang: z.enum(localeCodes).optional() });

/** One entry as the public pages read it: the Markdown already rendered to safe HTML by the server. */
export const contentEntryWireSchema = z.object({
  kind: z.enum(contentKinds),
  slug: z.string(),
  /** The locale of the text served: the one asked for, or `en` when it has no translation. */
  locale: z.enum(localeCodes),
  title: z.string(),
  description: z.string(),
  /** Rendered by markdown-it with raw HTML off (every tag escaped) and unsafe link schemes refused. */
  html: z.string(),
  /** The brand's own URL for this page (spec §3) when it has one; the page then links there. */
  external_url: z.string().nullable(),
  /** The platform's default text, not yet edited by an operator (legal pages: a template to review). */
  is_default: z.boolean(),
  published_at: z.string(),
  updated_at: z.string().nullable(),
});
export type ContentEntryWire = z.infer<typeof contentEntryWireSchema>;

export const contentPostSummarySchema = z.object({
  slug: z.string(),
  locale: z.enum(localeCodes),
  title: z.string(),
  description: z.string(),
  published_at: z.string(),
});

export const contentPageParamsSchema = z.object({ slug: z.enum(contentPageSlugs) });
export const contentPostParamsSchema = z.object({ slug: contentSlugSchema });

/** The operator's view of one entry: the stored Markdown (or the default it starts from). */
export const operatorContentEntrySchema = z.object({
  kind: z.enum(contentKinds),
  slug: z.string(),
  locale: z.enum(localeCodes),
  title: z.string(),
  description: z.string(),
  markdown: z.string(),
  is_default: z.boolean(),
  updated_at: z.string().nullable(),
});

export const operatorContentParamsSchema = z.object({
  kind: z.enum(contentKinds),
  slug: contentSlugSchema,
  locale: z.enum(localeCodes),
});

export const operatorContentBodySchema = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(500).default(''),
  markdown: z.string().max(maxContentMarkdownLength),
});

export const contentPreviewBodySchema = z.object({ markdown: z.string().max(maxContentMarkdownLength) });
