/** At most this many allowed origins per merchant (the server's limit). */
export const maxAllowedOrigins = 20;

export type OriginProblem = 'invalid' | 'duplicate' | 'too_many';

/**
 * An allowed origin must be exact, as the server checks it: http(s), a host, an optional port, and
 * nothing else (no path, query, fragment, user or trailing slash): "https://shop.example".
 */
export function isExactOrigin(value: string): boolean {
  if (value.length > 200) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

/** What is wrong with adding `candidate` (trimmed) to `origins`, or null when it may be added. */
export function originProblem(candidate: string, origins: readonly string[]): OriginProblem | null {
  const origin = candidate.trim();
  if (!isExactOrigin(origin)) return 'invalid';
  if (origins.includes(origin)) return 'duplicate';
  if (origins.length >= maxAllowedOrigins) return 'too_many';
  return null;
}
