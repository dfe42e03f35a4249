import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.js';

/** request_details of GET /users/totp: whether an authenticator app is set up. */
export const totpStatusSchema = z.looseObject({
  status: z.enum(['off', 'pending', 'active']),
  recovery_codes_left: z.number().int().optional(),
});

export const totpStatusQueryKey = ['account', 'totp'] as const;

export async function getTotpStatus() {
  return totpStatusSchema.parse((await apiClient().totpStatus()).request_details);
}

export function useTotpStatus() {
  return useQuery({ queryKey: totpStatusQueryKey, queryFn: getTotpStatus });
}
