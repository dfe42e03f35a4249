import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, endpointUrl } from '@platform/core';
import { env } from '../../../config/env.js';
import { withSuccessEffect, type MutationConfig } from '../../../lib/react-query.js';
import { useRefreshCurrentUser } from '../../../lib/session/use-refresh-current-user.js';
import { complianceQueryKey } from './get-compliance.js';
import { documentKinds, type DocumentKind, type DocumentType } from '../utils/documents.js';

export interface VerificationData {
  documentType: DocumentType;
  issueCountry: string;
  files: Partial<Record<DocumentKind, Blob>>;
}

/**
 * PATCH /verify/setVerificationData as multipart/form-data (core's client sends JSON only; the URL
 * comes from the contract's row). Failures reject with the API's failure envelope, as core's client
 * does.
 */
export async function uploadVerificationData(
  input: VerificationData,
  fetchImpl: typeof fetch = (url, init) => fetch(url, init),
): Promise<unknown> {
  const body = new FormData();
  body.append('document_type', input.documentType);
  body.append('issue_country', input.issueCountry);
  for (const kind of documentKinds) {
    const file = input.files[kind];
    if (file !== undefined) body.append(kind, file, kind);
  }
  const row = endpoints.setVerificationData;
  const response = await fetchImpl(endpointUrl(row, { apiBase: env.apiBase, merchantApiBase: '/m' }), {
    method: row.method,
    body,
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  const answer: unknown = await response.json().catch(() => ({ request_status: 0, error_code: 'invalid_json' }));
  const status = (answer as { request_status?: unknown } | null)?.request_status;
  if (status !== 1 && status !== '1') throw answer;
  return answer;
}

/** The upload; then the application state and the user (complianceVerification) are asked again. */
export function useUploadVerificationData({
  mutationConfig,
}: { mutationConfig?: MutationConfig<(input: VerificationData) => Promise<unknown>> } = {}) {
  const queryClient = useQueryClient();
  const refresh = useRefreshCurrentUser();
  return useMutation({
    ...withSuccessEffect(mutationConfig, async () => {
      await queryClient.invalidateQueries({ queryKey: complianceQueryKey });
      await refresh();
    }),
    mutationFn: (input: VerificationData) => uploadVerificationData(input),
  });
}
