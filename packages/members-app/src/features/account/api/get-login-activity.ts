import { useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client.js';

const text = z.string().max(1000).nullable().optional();

/** request_details of GET /users/loginActivity: a page of sign-ins, newest first. */
const loginEventSchema = z.looseObject({
  id: z.string().max(40),
  time: z.string().max(64),
  ip: text,
  country: text,
  device: text,
  outcome: text,
});
export type LoginEvent = z.infer<typeof loginEventSchema>;
const loginActivitySchema = z.looseObject({
  events: z.array(loginEventSchema).max(100),
  /** Pass as `before` for the next (older) page; null on the last page. */
  next_before: z.string().max(40).nullable(),
});

const pageSize = 20;

export async function getLoginActivityPage(before: string | null) {
  const answer = await apiClient().getLoginActivity({
    query: { limit: pageSize, ...(before === null ? {} : { before }) },
  });
  return loginActivitySchema.parse(answer.request_details);
}

/** Login activity, a page at a time. */
export function useLoginActivity() {
  return useInfiniteQuery({
    queryKey: ['account', 'loginActivity'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => getLoginActivityPage(pageParam),
    getNextPageParam: (last) => last.next_before,
  });
}
