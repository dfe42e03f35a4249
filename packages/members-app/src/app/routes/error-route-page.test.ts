import { describe, expect, it } from 'vitest';
import { readErrorState } from './error-route-page.js';

describe('the /error navigation state', () => {
  it.each([
    [
      { statusCode: 503, message: 'The brand configuration could not be loaded.' },
      503,
      'The brand configuration could not be loaded.',
    ],
    [{ statusCode: 404 }, 404, undefined],
    [{}, 500, undefined],
    [null, 500, undefined],
    [undefined, 500, undefined],
    [{ statusCode: 302, message: 'moved' }, 500, undefined],
    [{ statusCode: 500.5 }, 500, undefined],
    [{ statusCode: '503' }, 500, undefined],
    [{ statusCode: 503, message: 'x'.repeat(501) }, 500, undefined],
    [{ statusCode: 503, message: 42 }, 500, undefined],
    ['503', 500, undefined],
  ])('%j shows %i with %j', (state, statusCode, message) => {
    expect(readErrorState(state)).toEqual({ statusCode, message });
  });
});
