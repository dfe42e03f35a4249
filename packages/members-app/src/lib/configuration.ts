import { useQuery } from '@tanstack/react-query';
import { configurationDetailsSchema, envelopeSchema, isSuccessStatus, type ConfigurationDetails } from '@platform/core';
import { env } from '../config/env.js';

/** The brand configuration call: `GET {api}/config` → `request_details` = `{ module, meta, more }`. */
export const configurationResponseSchema = envelopeSchema(configurationDetailsSchema);

/** Thrown when the configuration cannot be used; the app then goes to /error (spec §8). */
export class ConfigurationUnavailableError extends Error {
  constructor(readonly statusCode: number) {
    super('The brand configuration could not be loaded.');
    this.name = 'ConfigurationUnavailableError';
  }
}

export async function getConfiguration(fetchImpl: typeof fetch = fetch): Promise<ConfigurationDetails> {
  const response = await fetchImpl(`${env.apiBase}/config`, { headers: { accept: 'application/json' } });
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
