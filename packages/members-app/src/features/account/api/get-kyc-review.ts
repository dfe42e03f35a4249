import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.js';
import { kycQueueQueryKey, reviewUserSchema } from './get-kyc-queue.js';

/** request_details of GET /operator/kyc/{id}: one submission, its files and its user. */
const kycReviewSchema = z.looseObject({
  submission: z.looseObject({
    id: z.string(),
    status: z.string(),
    document_type: z.string(),
    issue_country: z.string(),
    submitted_at: z.string(),
    reason: z.string().nullable().optional(),
    files: z
      .array(z.looseObject({ id: z.string(), kind: z.string(), mime_type: z.string(), download_path: z.string() }))
      .max(10),
  }),
  user: reviewUserSchema.extend({
    date_of_birth: z.string().nullable().optional(),
    country: z.string().optional(),
  }),
});
export type KycReview = z.infer<typeof kycReviewSchema>;

export async function getKycReview(id: string): Promise<KycReview> {
  return kycReviewSchema.parse((await apiClient().getKycReview({ params: { id } })).request_details);
}

export function useKycReview(id: string) {
  return useQuery({ queryKey: [...kycQueueQueryKey, id], queryFn: () => getKycReview(id) });
}
