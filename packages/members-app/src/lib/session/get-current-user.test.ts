import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { brandDetails } from '../../testing/brand-details.js';
import { installFakeApi, meAnswer } from '../../testing/fake-api.js';
import { renderApp } from '../../testing/render-app.js';
import { getCurrentUser } from './get-current-user.js';

afterEach(cleanup);

/** Issue 15: an anonymous visitor's every page view made GET /users/me answer 401 in the console. */
describe('GET /users/me is asked only when the server’s signed_in cookie says a session may exist', () => {
  it('without the cookie: signed out, and nothing is asked', async () => {
    const api = installFakeApi({ 'GET /users/me': () => meAnswer() }, { sessionCookie: false });
    expect(await getCurrentUser()).toEqual({ status: 'signedOut' });
    await renderApp('/login', { details: brandDetails() });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(api.calls.map((call) => call.route)).not.toContain('GET /users/me');
  });

  it('with the cookie: the API decides', async () => {
    const api = installFakeApi({ 'GET /users/me': () => meAnswer({ firstName: 'Ada' }) });
    const lookup = await getCurrentUser();
    expect(lookup.status === 'signedIn' && lookup.user.firstName).toBe('Ada');
    expect(api.calls.map((call) => call.route)).toEqual(['GET /users/me']);
  });
});
