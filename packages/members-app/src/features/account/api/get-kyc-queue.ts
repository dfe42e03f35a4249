import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.js';

/** request_details of the reviewer calls (identity module, /operator/kyc…). */
export const reviewUserSchema = z.looseObject({
  user_id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  account_number: z.string(),
});

const kycQueueSchema = z.looseObject({
  items: z
    .array(
      z.looseObject({
        id: z.string(),
        status: z.string(),
        document_type: z.string(),
        issue_country: z.string(),
        submitted_at: z.string(),
        file_count: z.number().int(),
        user: reviewUserSchema,
      }),
    )
    .max(100),
  page: z.number().int(),
  page_size: z.number().int(),
  total: z.number().int(),
});
export type KycQueue = z.infer<typeof kycQueueSchema>;

export const kycQueueQueryKey = ['operator', 'kyc'] as const;

/** GET /operator/kyc: the submissions in review (operators only). */
export async function getKycQueue(): Promise<KycQueue> {
  const answer = await apiClient().listKycReviews({ query: { status: 'review', page_size: 100 } });
  return kycQueueSchema.parse(answer.request_details);
}

export function useKycQueue() {
  return useQuery({ queryKey: kycQueueQueryKey, queryFn: getKycQueue });
}
