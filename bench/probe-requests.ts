import type { AnyEndpoint } from '../packages/core/src/index.js';
import { hostileStrings, hostileValues, pick, plausibleValue, type ProbeFixtures } from './probe-values.js';

/**
 * Requests of the security probe, generated from core's contract rows: the row's method and path
 * (path placeholders filled), its query and body keys with plausible or hostile values, sometimes a
 * key it does not know, a body of the wrong shape, malformed JSON, bytes that are not UTF-8, the
 * wrong content type, and any of the probe's identities (or a forged one).
 */
export interface ProbeRequest {
  row: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
  /** A stream row: only the status matters, the connection is closed after the headers. */
  stream: boolean;
}

export type Identity = 'none' | 'retail' | 'merchant' | 'operator' | 'secretKey' | 'publishableKey' | 'forged';

export interface ProbeCredentials {
  bearer: Partial<Record<Exclude<Identity, 'none' | 'forged'>, string>>;
}

const bases = { api: '/api', merchant: '/m', root: '' } as const;

/** What the probe reads of a zod (v4) schema's definition: its kind and where it wraps another. */
interface SchemaDefinition {
  type: string;
  shape?: Record<string, unknown>;
  in?: unknown;
  innerType?: unknown;
}

const definitionOf = (schema: unknown): SchemaDefinition | undefined =>
  (schema as { _zod?: { def?: SchemaDefinition } } | undefined)?._zod?.def;

/** The keys an object schema names, through optional/default/nullable and pipes (preprocess, transform). */
export function objectKeys(schema: unknown): string[] {
  let definition = definitionOf(schema);
  for (let depth = 0; depth < 10 && definition !== undefined; depth += 1) {
    if (definition.type === 'object') return Object.keys(definition.shape ?? {});
    const inner = definition.type === 'pipe' ? definition.in : definition.innerType;
    definition = inner === undefined ? undefined : definitionOf(inner);
  }
  return [];
}

/** A field's value: mostly plausible, sometimes hostile, so one bad value meets an otherwise valid request. */
function fieldValue(name: string, random: () => number, fixtures: ProbeFixtures): unknown {
  const roll = random();
  if (roll < 0.45) return plausibleValue(name, fixtures, random);
  if (roll < 0.8) return pick(random, hostileStrings);
  return pick(random, hostileValues(random));
}

/**
 * The fields of a request: half the time every field plausible but one hostile (so the request
 * passes validation up to that field, or entirely), otherwise a random mix.
 */
function fields(keys: string[], random: () => number, fixtures: ProbeFixtures): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const mostlyValid = random() < 0.5;
  const hostileKey = keys.length === 0 || random() < 0.3 ? undefined : pick(random, keys);
  for (const key of keys) {
    if (mostlyValid) {
      result[key] =
        key === hostileKey
          ? pick(random, [...hostileStrings, ...hostileValues(random)])
          : plausibleValue(key, fixtures, random);
    } else if (random() > 0.1) result[key] = fieldValue(key, random, fixtures);
  }
  if (random() < 0.15)
    result[pick(random, ['extra', 'admin', 'role', 'is_admin', '$where'])] = pick(random, hostileStrings);
  return result;
}

/** Raw bodies no JSON encoder would send. */
const rawBodies: readonly Buffer[] = [
  Buffer.from('{"a":'),
  Buffer.from('{"__proto__":{"polluted":true}}'),
  Buffer.from('{"constructor":{"prototype":{"polluted":true}}}'),
  Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe, 0xc0]), Buffer.from('"}')]),
  Buffer.from('[]'),
  Buffer.from('"just a string"'),
  Buffer.from('null'),
  Buffer.from(''),
  Buffer.from(`{"a":"${'z'.repeat(200_000)}"}`),
];

function bodyOf(
  row: AnyEndpoint,
  random: () => number,
  fixtures: ProbeFixtures,
): { body: Buffer; contentType: string } | undefined {
  if (row.method === 'GET' || (row.request.body === undefined && random() < 0.8)) return undefined;
  const roll = random();
  if (roll < 0.1) return { body: pick(random, rawBodies), contentType: 'application/json' };
  if (roll < 0.15)
    return {
      body: Buffer.from('a=1&b=2'),
      contentType: pick(random, ['text/plain', 'application/x-www-form-urlencoded']),
    };
  if (roll < 0.2)
    return { body: Buffer.from(JSON.stringify(pick(random, hostileValues(random)))), contentType: 'application/json' };
  const body = fields(objectKeys(row.request.body), random, fixtures);
  return { body: Buffer.from(JSON.stringify(body)), contentType: 'application/json' };
}

function queryOf(row: AnyEndpoint, random: () => number, fixtures: ProbeFixtures): string {
  const values = fields(objectKeys(row.request.query), random, fixtures);
  const parameters = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    parameters.append(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
    if (random() < 0.05) parameters.append(key, 'second');
  }
  const text = parameters.toString();
  return text === '' ? '' : `?${text}`;
}

/** Every byte of the UTF-8 form percent-encoded except unreserved ones (a lone surrogate becomes U+FFFD's bytes). */
function percentEncoded(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');
}

function pathOf(row: AnyEndpoint, random: () => number, fixtures: ProbeFixtures): string {
  const filled = row.path.replace(/\{([A-Za-z_]+)\}/g, (_match, name: string) => {
    const value = random() < 0.5 ? plausibleValue(name, fixtures, random) : pick(random, hostileStrings);
    return percentEncoded(String(value)).slice(0, 3000);
  });
  return `${bases[row.base]}${filled}`;
}

function authorization(identity: Identity, credentials: ProbeCredentials, random: () => number): string | undefined {
  if (identity === 'none') return undefined;
  if (identity === 'forged') {
    return pick(random, [
      'Bearer x',
      '{"user_token":"x","session_key":"y"}',
      'Bearer sk_test_' + 'A'.repeat(43),
      '"',
      'Bearer pk_live_' + 'b'.repeat(43),
    ]);
  }
  const token = credentials.bearer[identity];
  return token === undefined ? undefined : `Bearer ${token}`;
}

const identities: readonly Identity[] = [
  'none',
  'retail',
  'merchant',
  'operator',
  'secretKey',
  'publishableKey',
  'forged',
];

/** One generated request of `row`. `clientIp` goes in X-Forwarded-For (the probe's server trusts it). */
export function probeRequest(
  name: string,
  row: AnyEndpoint,
  context: { random: () => number; fixtures: ProbeFixtures; credentials: ProbeCredentials; clientIp: string },
): ProbeRequest {
  const { random, fixtures, credentials } = context;
  const headers: Record<string, string> = {
    'x-forwarded-for': context.clientIp,
    host: pick(random, ['localhost', 'localhost', '127.0.0.1', 'alt.localhost', 'evil.example', 'bad host name']),
  };
  const auth = authorization(pick(random, identities), credentials, random);
  if (auth !== undefined) headers['authorization'] = auth;
  if (random() < 0.3) headers['origin'] = pick(random, ['http://localhost', 'https://shop.example', 'null']);
  if (random() < 0.1)
    headers['cookie'] =
      `locale=${pick(random, ['de', 'xx', '%00'])}; token=${percentEncoded(pick(random, hostileStrings).slice(0, 100))}`;
  const method = random() < 0.03 ? pick(random, ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) : row.method;
  const body = method === 'GET' ? undefined : bodyOf(row, random, fixtures);
  if (body !== undefined) headers['content-type'] = body.contentType;
  return {
    row: name,
    method,
    path: `${pathOf(row, random, fixtures)}${queryOf(row, random, fixtures)}`,
    headers,
    ...(body === undefined ? {} : { body: body.body }),
    stream: row.produces === 'event-stream',
  };
}
