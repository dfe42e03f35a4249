import { create } from 'zustand';
import {
  createApiClient,
  type ApiClient,
  type CallInput,
  type EndpointName,
  type Endpoints,
  type FetchLike,
} from '@platform/core';
import { env } from '../config/env.js';

/**
 * The app's API client: core's typed client over the browser's fetch with `credentials: 'include'`,
 * so the HttpOnly `token` cookie the server sets travels with every call. The app never reads the
 * token and never puts it in storage, a header or a URL.
 */
export function createAppApiClient(fetchImpl: FetchLike = (url, init) => fetch(url, init)): ApiClient {
  return createApiClient({
    fetch: (url, init) => fetchImpl(url, { ...init, credentials: 'include' } as typeof init),
    apiBase: env.apiBase,
    merchantApiBase: '/m',
  });
}

interface ApiClientState {
  client: ApiClient;
}

/** Held in a store so tests can put a client answering from a fake server in its place. */
export const useApiClientStore = create<ApiClientState>(() => ({ client: createAppApiClient() }));

export function apiClient(): ApiClient {
  return useApiClientStore.getState().client;
}

/** What a call of the contract row `Name` takes (its body, query and params parts, typed by the row). */
export type CallInputOf<Name extends EndpointName> = CallInput<Endpoints[Name]>;
/** The JSON body a call of the row `Name` sends. */
export type BodyOf<Name extends EndpointName> = NonNullable<CallInputOf<Name>['body']>;
