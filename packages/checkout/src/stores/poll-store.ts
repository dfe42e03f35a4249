import { atom } from 'nanostores';
import type { FlowClient } from '../api/flow-client.js';
import type { FlowSession } from '../flow/flow-gate.js';
import { lookUpFlowSession } from '../flow/flow-lookup.js';

/** Processing and review poll the checkout lookup: first after 2 s, each wait 1.5× the last, at most 15 s apart, at most 40 times (about 9 minutes). */
export const pollSchedule = { firstMs: 2_000, factor: 1.5, maxMs: 15_000, maxPolls: 40 } as const;

export type PollState =
  | { status: 'polling'; polls: number }
  /** The limit was reached without a final answer: the page says so and offers to look again. */
  | { status: 'gave_up' }
  | { status: 'lost' };

export const $poll = atom<PollState>({ status: 'polling', polls: 0 });

export function delayBefore(poll: number): number {
  return Math.min(pollSchedule.maxMs, Math.round(pollSchedule.firstMs * pollSchedule.factor ** poll));
}

/**
 * Polls the flow's checkout lookup with back-off until `settled` says the session needs no more
 * waiting (it navigates or shows the outcome), the limit is reached, or the returned stop runs.
 */
export function pollCheckout(client: FlowClient, settled: (session: FlowSession) => boolean): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  $poll.set({ status: 'polling', polls: 0 });
  const poll = async (count: number) => {
    const session = await lookUpFlowSession(client);
    if (stopped) return;
    if (session === undefined) {
      $poll.set({ status: 'lost' });
      return;
    }
    if (settled(session)) return;
    if (count + 1 >= pollSchedule.maxPolls) {
      $poll.set({ status: 'gave_up' });
      return;
    }
    $poll.set({ status: 'polling', polls: count + 1 });
    timer = setTimeout(() => void poll(count + 1), delayBefore(count + 1));
  };
  timer = setTimeout(() => void poll(0), delayBefore(0));
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
