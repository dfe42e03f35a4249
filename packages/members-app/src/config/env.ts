import { z } from 'zod';

/**
 * Runtime settings of the hosted app, parsed once. They come from `<meta>` tags the build writes
 * into index.html (the CSP forbids inline scripts, so no `window.__ENV__`).
 */
const envSchema = z.object({
  apiBase: z
    .string()
    .regex(/^\/[A-Za-z0-9/_-]*$/, 'api-base must be a same-origin path')
    .transform((path) => path.replace(/\/+$/, '')),
});
export type Env = z.infer<typeof envSchema>;

function readMeta(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
}

export function parseEnv(source: { apiBase?: string | undefined }): Env {
  return envSchema.parse({ apiBase: source.apiBase ?? '/api' });
}

export const env: Env = parseEnv({ apiBase: readMeta('api-base') });
