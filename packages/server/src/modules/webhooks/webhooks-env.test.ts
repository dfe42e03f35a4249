import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from '../../config/env.js';

describe('webhooks environment', () => {
  it('polls every second and sends 20 deliveries a pass by default', () => {
    expect(parseEnv({}).webhooks).toEqual({ pollIntervalMs: 1000, batchSize: 20 });
    expect(parseEnv({ WEBHOOK_POLL_INTERVAL_MS: '250', WEBHOOK_DELIVERY_BATCH_SIZE: '50' }).webhooks).toEqual({
      pollIntervalMs: 250,
      batchSize: 50,
    });
  });

  it('lists every bad webhook variable', () => {
    try {
      parseEnv({ WEBHOOK_POLL_INTERVAL_MS: '5', WEBHOOK_DELIVERY_BATCH_SIZE: 'many' });
      expect.unreachable('parseEnv accepted bad variables');
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const problems = (error as EnvError).problems.join('\n');
      expect(problems).toContain('WEBHOOK_POLL_INTERVAL_MS');
      expect(problems).toContain('WEBHOOK_DELIVERY_BATCH_SIZE');
    }
  });
});
