/**
 * Whether a text is an IPv4 or IPv6 address, as Node's `net.isIP` decides it (the same patterns,
 * without Node): after trimming, dropping an IPv6 zone (`%eth0`) and reading an IPv4-mapped IPv6
 * address (`::ffff:203.0.113.7`) as its IPv4 address.
 */
const v4Segment = '(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])';
const v4 = `(?:${v4Segment}\\.){3}${v4Segment}`;
const v6Segment = '(?:[0-9a-fA-F]{1,4})';
const ipv4Pattern = new RegExp(`^${v4}$`);
const ipv6Pattern = new RegExp(
  '^(?:' +
    `(?:${v6Segment}:){7}(?:${v6Segment}|:)|` +
    `(?:${v6Segment}:){6}(?:${v4}|:${v6Segment}|:)|` +
    `(?:${v6Segment}:){5}(?::${v4}|(?::${v6Segment}){1,2}|:)|` +
    `(?:${v6Segment}:){4}(?:(?::${v6Segment}){0,1}:${v4}|(?::${v6Segment}){1,3}|:)|` +
    `(?:${v6Segment}:){3}(?:(?::${v6Segment}){0,2}:${v4}|(?::${v6Segment}){1,4}|:)|` +
    `(?:${v6Segment}:){2}(?:(?::${v6Segment}){0,3}:${v4}|(?::${v6Segment}){1,5}|:)|` +
    `(?:${v6Segment}:){1}(?:(?::${v6Segment}){0,4}:${v4}|(?::${v6Segment}){1,6}|:)|` +
    `(?::(?:(?::${v6Segment}){0,5}:${v4}|(?::${v6Segment}){1,7}|:))` +
    ')(?:%[0-9a-zA-Z-.:]{1,})?$',
);

/** The address without zone and IPv4-mapped prefix, or undefined when the text is not an IP address. */
export function normalizeIpAddress(input: string): string | undefined {
  const withoutZone = input.trim().replace(/%[0-9a-z]+$/i, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(withoutZone);
  const ip = mapped?.[1] ?? withoutZone;
  return ipv4Pattern.test(ip) || ipv6Pattern.test(ip) ? ip : undefined;
}

export function isIpAddress(input: string): boolean {
  return normalizeIpAddress(input) !== undefined;
}
