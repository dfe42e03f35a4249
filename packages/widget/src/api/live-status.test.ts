import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MerchantPayment } from '@platform/core';
import { followPaymentStatus, maxConsecutivePollFailures, type LiveStatusOptions } from './live-status.js';
import type { CallOutcome } from './widget-api.js';
import { FakeEventSource, bitcoinPayment } from '../testing/fake-merchant-server.js';

const payment = bitcoinPayment(Date.parse('2026-03-01T12:00:00.000Z'));

function setup(answers: CallOutcome<MerchantPayment>[], EventSource?: LiveStatusOptions['EventSource']) {
  const polls: number[] = [];
  const seen: MerchantPayment[] = [];
  const connection: boolean[] = [];
  const notFound = vi.fn();
  const stop = followPaymentStatus({
    eventsUrl: '/m/api/transaction/events?transaction_id=pay_1&merchant_id=mer_1',
    EventSource,
    poll: async () => {
      polls.push(Date.now());
      return answers.length > 1 ? answers.shift()! : answers[0]!;
    },
    onPayment: (next) => seen.push(next),
    onNotFound: notFound,
    onConnection: (healthy) => connection.push(healthy),
  });
  return { polls, seen, connection, notFound, stop };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
  FakeEventSource.instances = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('live status without EventSource: polling', () => {
  it('polls every 5 s while the answers come', async () => {
    const { polls, seen, stop } = setup([{ data: payment }]);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(polls).toEqual([5_000, 10_000, 15_000]);
    expect(seen).toHaveLength(3);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(polls).toHaveLength(3);
  });

  it('backs off exponentially up to 60 s while polls fail, warns after 3, recovers on success', async () => {
    const failed: CallOutcome<MerchantPayment> = { error: 'failed' };
    const { polls, connection, stop } = setup([failed, failed, failed, failed, failed, { data: payment }]);
    await vi.advanceTimersByTimeAsync(300_000);
    // 5 s, then +10, +20, +40, +60 (capped), +60, then back to every 5 s.
    expect(polls.slice(0, 8)).toEqual([5_000, 15_000, 35_000, 75_000, 135_000, 195_000, 200_000, 205_000]);
    expect(connection).toEqual([false, true]);
    stop();
  });

  it(`gives up after ${maxConsecutivePollFailures} failures in a row`, async () => {
    const { polls, connection } = setup([{ error: 'failed' }]);
    await vi.advanceTimersByTimeAsync(24 * 3_600_000);
    expect(polls).toHaveLength(maxConsecutivePollFailures);
    expect(connection).toEqual([false]);
  });

  it('stops and reports a payment that no longer exists', async () => {
    const { polls, notFound } = setup([{ error: 'not_found' }]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(polls).toHaveLength(1);
    expect(notFound).toHaveBeenCalledOnce();
  });
});

describe('live status with EventSource', () => {
  it('takes each payment event and does not poll while the stream works', async () => {
    const { polls, seen, stop } = setup([{ data: payment }], FakeEventSource);
    const source = FakeEventSource.latest();
    expect(source.url).toBe('/m/api/transaction/events?transaction_id=pay_1&merchant_id=mer_1');
    source.push(payment);
    source.push('{"status":"settled"}');
    source.push('{not json');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(seen).toEqual([payment]);
    expect(polls).toEqual([]);
    stop();
    expect(source.closed).toBe(true);
  });

  it('on a stream error closes it, polls at once, then every 5 s, and never opens a second stream', async () => {
    const { polls } = setup([{ data: payment }], FakeEventSource);
    FakeEventSource.latest().fail();
    FakeEventSource.latest().fail();
    expect(FakeEventSource.latest().closed).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polls).toEqual([0, 5_000, 10_000]);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('polls when the EventSource cannot even be created', async () => {
    class Throwing {
      constructor() {
        throw new Error('blocked');
      }
    }
    const { polls } = setup([{ data: payment }], Throwing as unknown as LiveStatusOptions['EventSource']);
    await vi.advanceTimersByTimeAsync(0);
    expect(polls).toEqual([0]);
  });
});
