import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContentKind, LocaleCode } from '@platform/core';
import { apiClient, type BodyOf } from '../../../lib/api-client.js';

export interface EntryKey {
  kind: ContentKind;
  slug: string;
  locale: LocaleCode;
}

/** GET /operator/content: every page and post of the operator's brand. */
export function useContentEntries() {
  return useQuery({
    queryKey: ['content', 'operator', 'entries'],
    queryFn: async () => (await apiClient().listContentEntries()).request_details.entries,
  });
}

/** GET /operator/content/{kind}/{slug}/{locale}: the Markdown to edit. */
export function useContentEntry(key: EntryKey | null) {
  return useQuery({
    queryKey: ['content', 'operator', 'entry', key?.kind, key?.slug, key?.locale],
    enabled: key !== null,
    queryFn: async () => {
      if (key === null) throw new Error('no entry chosen');
      return (await apiClient().getContentEntry({ params: key })).request_details.entry;
    },
  });
}

/** PUT /operator/content/{kind}/{slug}/{locale}: saves, then every cached content read is stale. */
export function useSaveContentEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, body }: { key: EntryKey; body: BodyOf<'saveContentEntry'> }) =>
      (await apiClient().saveContentEntry({ params: key, body })).request_details.entry,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['content'] }),
  });
}

/** POST /operator/content/preview: the server's rendering of the Markdown (the public pages' own). */
export async function previewMarkdown(markdown: string): Promise<string> {
  return (await apiClient().previewContent({ body: { markdown } })).request_details.html;
}
