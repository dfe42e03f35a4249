import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';

/** The `request_details` of a 200 answer (the test fails with the body otherwise). */
export async function details<T>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { request_details: T }).request_details;
}

/**
 * Signs in through the API of the server at `origin` (the session cookie stays in the context);
 * absolute URLs, since the config's baseURL is the shared server, not a spec's own one.
 */
export async function signInAt(
  origin: string,
  api: APIRequestContext,
  user: { email: string; password: string },
): Promise<void> {
  const response = await api.post(`${origin}/api/users/login`, { data: user, headers: { origin } });
  expect(response.status(), await response.text()).toBe(200);
}
