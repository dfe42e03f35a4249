import { describe, expect, it } from 'vitest';
import { isApiClientError } from '@platform/core';
import { failOnContractViolations, failure, installFakeApi, meAnswer, success } from './fake-api.js';

/** The violations so far, then cleared, so the suite's own after-each check passes. */
function takeViolations(api: { violations: string[] }): string[] {
  const seen = [...api.violations];
  expect(() => failOnContractViolations()).toThrow(/broke the API contract/);
  return seen;
}

describe('the fake API holds the app and its handlers to the contract', () => {
  it('passes a request and an answer the rows allow', async () => {
    const api = installFakeApi({ 'GET /users/me': () => meAnswer() });
    const answer = await api.client.getMe();
    expect(answer.request_details.user_info.email).toBe('ada@example.com');
    expect(api.violations).toEqual([]);
  });

  it('answers a request that breaks its row as the server would (400 validation_failed) and fails the test', async () => {
    const api = installFakeApi({ 'DELETE /users/sessions/{id}': () => success({}) });
    const refused = await api.client.endSession({ params: { id: 'x'.repeat(201) } }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ request_status: 0, error_code: 'validation_failed' });
    expect(api.calls.map((call) => call.route)).toEqual([`DELETE /users/sessions/${'x'.repeat(201)}`]);
    expect(takeViolations(api)).toEqual([expect.stringContaining("the request's params does not match the row")]);
  });

  it('fails the test when a handler answers a success of another shape than the row’s (the client rejects it too)', async () => {
    const api = installFakeApi({ 'POST /users/registrationAttempt': () => success({ token: 'not the field' }) });
    const rejected = await api.client
      .registrationAttempt({
        body: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          mobile: '+447700900123',
          password: 'correct-horse-battery',
        },
      })
      .catch((error: unknown) => error);
    expect(isApiClientError(rejected) && rejected.type).toBe('invalid_response');
    expect(takeViolations(api)).toEqual([expect.stringContaining("does not match the row's details")]);
  });

  it('fails the test when a handler’s failure is not the failure envelope', async () => {
    const api = installFakeApi({ 'GET /users/me': () => ({ status: 500, body: { message: 'boom' } }) });
    await api.client.getMe().catch(() => undefined);
    expect(takeViolations(api)).toEqual([expect.stringContaining('is not the failure envelope')]);
  });

  it('answers a path no row has with 404 and fails the test', async () => {
    const api = installFakeApi();
    const refused = await api.client.locateCountry('/api/users/nowhere').catch((error: unknown) => error);
    expect(refused).toMatchObject({ error_code: 'not_found' });
    expect(takeViolations(api)).toEqual(['GET /users/nowhere: no row of the contract has this method and path']);
  });

  it('answers a call without a handler with 404 not_found, which is no violation', async () => {
    const api = installFakeApi();
    await expect(api.client.getMe()).rejects.toMatchObject({ error_code: 'not_found' });
    expect(api.violations).toEqual([]);
    expect(failure(404, 'not_found', { general: 'x' }).status).toBe(404);
  });
});
