import { describe, expect, it } from 'vitest';
import {
  idStateAfterSetVerification,
  idStateFromUser,
  idStateInGuestFlow,
  idVerificationStates,
} from './identity-verification.js';

describe('identity verification id state (spec §4)', () => {
  it('numbers the states 0 failed, 1 successful, 2 pending, 3 review', () => {
    expect(idVerificationStates).toEqual({ failed: 0, successful: 1, pending: 2, review: 3 });
  });

  const fromUser = [
    { sentence: '§4 From current-user data: successful gives 1', input: 'successful', expected: 1 },
    { sentence: '§4 From current-user data: failed 0', input: 'failed', expected: 0 },
    { sentence: '§4 From current-user data: review 3', input: 'review', expected: 3 },
    { sentence: '§4 From current-user data: else 2 (pending)', input: 'pending', expected: 2 },
    { sentence: '§4 From current-user data: else 2 (absent is the default pending)', input: null, expected: 2 },
    { sentence: '§4 From current-user data: else 2 (unknown word)', input: 'approved', expected: 2 },
    { sentence: '§4 From current-user data: successful gives 1 (any case)', input: ' Successful ', expected: 1 },
  ];
  it.each(fromUser)('$sentence', ({ input, expected }) => {
    expect(idStateFromUser({ complianceVerification: input })).toBe(expected);
  });

  const guest = [
    { sentence: '§4 In the guest flow failed, review and pending all give 3 (failed)', input: 'failed', expected: 3 },
    { sentence: '§4 In the guest flow failed, review and pending all give 3 (review)', input: 'review', expected: 3 },
    { sentence: '§4 In the guest flow failed, review and pending all give 3 (pending)', input: 'pending', expected: 3 },
    { sentence: '§4 guest flow: successful still gives 1', input: 'successful', expected: 1 },
    { sentence: '§4 guest flow: no result yet is the default 2', input: undefined, expected: 2 },
  ];
  it.each(guest)('$sentence', ({ input, expected }) => {
    expect(idStateInGuestFlow(input)).toBe(expected);
  });

  const setVerification = [
    { sentence: '§4 Setting verification with compliance pending gives 2', input: 'pending' as const, expected: 2 },
    { sentence: '§4 Setting verification with compliance review gives 3', input: 'review' as const, expected: 3 },
  ];
  it.each(setVerification)('$sentence', ({ input, expected }) => {
    expect(idStateAfterSetVerification(input)).toBe(expected);
  });
});
