/** A short human name for a user agent ("Chrome on Windows"), for the login alert and the sessions list. */
export function deviceName(userAgent: string): string {
  const agent = userAgent.slice(0, 512);
  if (agent.trim() === '') return 'Unknown device';
  const browser = /Edg\//.test(agent)
    ? 'Edge'
    : /OPR\//.test(agent)
      ? 'Opera'
      : /Firefox\//.test(agent)
        ? 'Firefox'
        : /Chrom(e|ium)\//.test(agent)
          ? 'Chrome'
          : /Safari\//.test(agent)
            ? 'Safari'
            : undefined;
  const system = /Windows/.test(agent)
    ? 'Windows'
    : /Android/.test(agent)
      ? 'Android'
      : /iPhone|iPad|iPod/.test(agent)
        ? 'iOS'
        : /Mac OS X|Macintosh/.test(agent)
          ? 'macOS'
          : /Linux/.test(agent)
            ? 'Linux'
            : undefined;
  if (browser !== undefined && system !== undefined) return `${browser} on ${system}`;
  if (browser !== undefined || system !== undefined) return (browser ?? system) as string;
  // Not a browser (an API client): its own first token, printable characters only.
  return (agent.split(/[\s/]/)[0] ?? 'Unknown device').replace(/[^\x20-\x7e]/g, '').slice(0, 60) || 'Unknown device';
}
