/**
 * The security probe's inputs (bench/security-probe.ts): a seeded random source, hostile values of
 * every JSON type, and a plausible value per field name, so a generated request sometimes passes
 * validation and reaches the handler's SQL with a hostile value in one field.
 */

/** mulberry32: a small seeded generator, so a run can be repeated exactly with --seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Strings a careless server mishandles: SQL and template injection, paths, control and odd Unicode, sizes. */
export const hostileStrings: readonly string[] = [
  '',
  ' ',
  "'",
  "' OR '1'='1",
  "' OR 1=1 --",
  '1; DROP TABLE users; --',
  "'; select pg_sleep(5); --",
  '" OR ""="',
  '\\',
  '%',
  '%00',
  '\u0000',
  '\u0000abc',
  '\r\nX-Injected: 1',
  '../../../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '$where',
  'x'.repeat(300),
  'y'.repeat(10_000),
  '💥'.repeat(200),
  '\uD800',
  '\u202Eevil',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e308',
  '-0',
  '0x1f',
  '99999999999999999999999999999999999999999',
  '0.000000000000000000001',
  '1.2.3',
  'null',
  'true',
  '[]',
  '{}',
  'undefined',
  '__proto__',
  'constructor',
  'a@b',
  'user@example.com',
  '+447700900123',
  '2026-02-30',
  '1970-01-01T00:00:00Z',
  'BTC',
  'EUR',
  'XRP',
  'mer_demo',
  'pay_000000000000000000000000',
  'usr_000000000000000000000000',
  'brd_demo',
  'ntf_0',
  'msg_0',
];

/** Values of the other JSON types, nested and oversized included. */
export function hostileValues(random: () => number): unknown[] {
  let deep: unknown = 'bottom';
  for (let level = 0; level < 200; level += 1) deep = { a: deep };
  return [
    null,
    true,
    false,
    0,
    -1,
    1.5,
    -0.000001,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    [],
    [1, 2, 3],
    ['a', null],
    {},
    { $gt: '' },
    { constructor: { prototype: { polluted: true } } },
    deep,
    Array.from({ length: 1000 }, (_unused, index) => index),
    pick(random, hostileStrings),
  ];
}

/** What a field of this name usually holds, from the probe's own fixtures (ids, keys, currencies). */
export interface ProbeFixtures {
  merchantId: string;
  paymentId: string;
  userId: string;
}

export function plausibleValue(name: string, fixtures: ProbeFixtures, random: () => number): unknown {
  const lower = name.toLowerCase();
  if (lower === 'merchant_id') return fixtures.merchantId;
  if (lower === 'transaction_id' || lower === 'id' || lower === 'payment_id') return fixtures.paymentId;
  if (lower === 'user_id') return fixtures.userId;
  if (lower.includes('email') || lower === 'to') return `probe${Math.floor(random() * 1000)}@example.com`;
  if (lower.includes('password')) return 'correct horse battery staple';
  if (lower === 'currency_1_iso' || lower === 'symbol' || lower === 'coin') return pick(random, ['BTC', 'LTC', 'ETH']);
  if (lower.includes('currency')) return pick(random, ['EUR', 'USD', 'BTC']);
  if (lower.includes('amount') || lower === 'price') return pick(random, ['10', '0.5', '12.34']);
  if (lower === 'limit') return pick(random, ['1', '20', '100']);
  if (lower.includes('mobile') || lower.includes('phone')) return '+447700900123';
  if (lower.includes('code')) return '123456';
  if (lower.includes('url')) return 'https://shop.example/hooks';
  if (lower.includes('date') || lower.endsWith('_at')) return '2026-01-01T00:00:00Z';
  if (lower === 'lang' || lower === 'locale') return 'en';
  return pick(random, ['a', 'probe', 'Test Value', '1']);
}
