import { useQuery } from '@tanstack/react-query';
import type { ContentPageSlug, LocaleCode } from '@platform/core';
import { apiClient } from '../../../lib/api-client.js';

/** GET /content/pages/{slug}: one content page in the visitor's locale (English when not translated). */
export function useContentPage(slug: ContentPageSlug, locale: LocaleCode) {
  return useQuery({
    queryKey: ['content', 'page', slug, locale],
    queryFn: async () =>
      (await apiClient().getContentPage({ params: { slug }, query: { lang: locale } })).request_details.entry,
  });
}

/** GET /content/posts: the brand's blog posts, newest first. */
export function useBlogPosts(locale: LocaleCode) {
  return useQuery({
    queryKey: ['content', 'posts', locale],
    queryFn: async () => (await apiClient().listBlogPosts({ query: { lang: locale } })).request_details.posts,
  });
}

/** GET /content/posts/{slug}: one blog post. */
export function useBlogPost(slug: string, locale: LocaleCode) {
  return useQuery({
    queryKey: ['content', 'post', slug, locale],
    queryFn: async () =>
      (await apiClient().getBlogPost({ params: { slug }, query: { lang: locale } })).request_details.entry,
  });
}

/** GET /checkout/getRates: the current rates (EUR_BTC = EUR per 1 BTC), refreshed every minute on the home page. */
export function useHomeRates() {
  return useQuery({
    queryKey: ['rates', 'home'],
    queryFn: async () => (await apiClient().getRates({ query: {} })).request_details.rates,
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
}
