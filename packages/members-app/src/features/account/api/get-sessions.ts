import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.js';

const text = z.string().max(1000).nullable().optional();

/** request_details of GET /users/sessions. */
const sessionSchema = z.looseObject({
  id: z.string().max(100),
  created_at: z.string().max(64),
  last_seen_at: z.string().max(64).nullable().optional(),
  ip: text,
  country: text,
  device: text,
  current: z.boolean().optional(),
});
export type ActiveSession = z.infer<typeof sessionSchema>;
const sessionListSchema = z.looseObject({ sessions: z.array(sessionSchema).max(500) });

export const sessionsQueryKey = ['account', 'sessions'] as const;

export async function getSessions(): Promise<ActiveSession[]> {
  return sessionListSchema.parse((await apiClient().listSessions()).request_details).sessions;
}

export function useSessions() {
  return useQuery({ queryKey: sessionsQueryKey, queryFn: getSessions });
}
