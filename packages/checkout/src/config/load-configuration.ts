import type { ConfigurationDetails } from '@platform/core';

/** The brand configuration call (same origin). */
export const configurationPath = '/api/config';

export type ConfigurationResult = { data: ConfigurationDetails } | { error: 'unavailable' };

/** Loads and validates the brand configuration; any failure is one closed error (the page says so). */
export async function loadConfiguration(fetchImpl: typeof fetch = fetch): Promise<ConfigurationResult> {
  try {
    const schema = import('./configuration-schema.js');
    const response = await fetchImpl(configurationPath, { headers: { accept: 'application/json' } });
    const body = (await response.json()) as { request_status?: unknown; request_details?: unknown };
    if (!response.ok || (body.request_status !== 1 && body.request_status !== '1')) return { error: 'unavailable' };
    const { configurationDetailsSchema } = await schema;
    const details = configurationDetailsSchema.safeParse(body.request_details);
    return details.success ? { data: details.data } : { error: 'unavailable' };
  } catch {
    return { error: 'unavailable' };
  }
}
