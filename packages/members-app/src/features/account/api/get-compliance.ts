import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.js';

/** request_details of GET /users/compliance: the KYC application state and the last submission. */
const fileSchema = z.looseObject({ id: z.string(), kind: z.string(), mime_type: z.string(), size_bytes: z.number() });
const submissionSchema = z.looseObject({
  id: z.string(),
  status: z.enum(['review', 'approved', 'rejected']),
  document_type: z.string(),
  issue_country: z.string(),
  submitted_at: z.string(),
  reason: z.string().nullable().optional(),
  files: z.array(fileSchema).max(10),
});
const complianceSchema = z.looseObject({
  complianceVerification: z.string(),
  id_state: z.number().int().optional(),
  submission: submissionSchema.nullable().optional(),
});
export type Compliance = z.infer<typeof complianceSchema>;

export const complianceQueryKey = ['account', 'compliance'] as const;

export async function getCompliance(): Promise<Compliance> {
  return complianceSchema.parse((await apiClient().getCompliance()).request_details);
}

export function useCompliance() {
  return useQuery({ queryKey: complianceQueryKey, queryFn: getCompliance });
}
