import { describe, expect, it } from 'vitest';
import { configurationDecision, pollingFailureDecision } from './session-polling.js';

describe('session polling and configuration (spec §8)', () => {
  it.each([
    {
      sentence: '§8 invalid_session on polling shows the Session Timeout modal.',
      error: 'invalid_session',
      expected: { showSessionTimeout: true, clearToken: true },
    },
    {
      sentence: '§8 Expired password goes to /change-password.',
      error: 'expired_password',
      expected: { redirect: '/change-password' },
    },
    { sentence: 'a transient failure waits for the next poll', error: 'request_failed', expected: { retry: true } },
  ])('$sentence', ({ error, expected }) => {
    expect(pollingFailureDecision(error)).toEqual(expected);
  });

  it('§8 Missing configuration goes to /error.', () => {
    expect(configurationDecision(false)).toEqual({ redirect: '/error' });
    expect(configurationDecision(true)).toEqual({ allow: true });
  });
});
