/**
 * The brand lookup key of a Host header: port stripped, lowercased, trailing dot removed.
 * IPv6 literals keep their brackets (`[::1]:3000` → `[::1]`).
 */
export function hostnameFromHost(host: string | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    return end === -1 ? value : value.slice(0, end + 1);
  }
  const withoutPort = value.replace(/:\d*$/, '');
  return withoutPort.endsWith('.') ? withoutPort.slice(0, -1) : withoutPort;
}
