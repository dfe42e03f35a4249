import { useQuery } from '@tanstack/react-query';
import type { ConfigurationDetails } from '@platform/core';
import { env } from '../config/env.js';
import { importWithReload } from './chunk-reload.js';

/** Thrown when the configuration cannot be used; the app then goes to /error (spec §8). */
export class ConfigurationUnavailableError extends Error {
  constructor(readonly statusCode: number) {
    super('The brand configuration could not be loaded.');
    this.name = 'ConfigurationUnavailableError';
  }
}

const loadResponseSchema = () => import('./configuration-schema.js');

/**
 * The brand configuration call: `GET {api}/config` → `request_details` = `{ module, meta, more }`,
 * checked against core's schema. That schema (and zod) is a chunk loaded in parallel with the call,
 * not part of the app's first bundle, so the first render does not wait for it.
 */
export async function getConfiguration(fetchImpl: typeof fetch = fetch): Promise<ConfigurationDetails> {
  const [response, { configurationResponseSchema, isSuccessStatus }] = await Promise.all([
    fetchImpl(`${env.apiBase}/config`, { headers: { accept: 'application/json' } }),
    importWithReload(loadResponseSchema),
  ]);
  const body: unknown = await response.json().catch(() => null);
  const parsed = configurationResponseSchema.safeParse(body);
  if (!response.ok || !parsed.success || !isSuccessStatus(parsed.data.request_status) || !parsed.data.request_details) {
    throw new ConfigurationUnavailableError(response.ok ? 500 : response.status);
  }
  return parsed.data.request_details;
}

export const configurationQueryKey = ['configuration'] as const;

export function useConfiguration() {
  return useQuery({ queryKey: configurationQueryKey, queryFn: () => getConfiguration() });
}
