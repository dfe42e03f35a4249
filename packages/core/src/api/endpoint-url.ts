import type { AnyEndpoint, ApiBaseName } from './endpoint.js';

/** The bases a URL is built on (core's ApiClientOptions has them). Kept free of zod: browser bundles build URLs without the client's schemas. */
export interface EndpointBases {
  apiBase: string;
  merchantApiBase: string;
  rootBase?: string | undefined;
}

/** The configured base of a row. */
function baseOf(options: EndpointBases, base: ApiBaseName): string {
  if (base === 'merchant') return options.merchantApiBase;
  if (base === 'root') return options.rootBase ?? '';
  return options.apiBase;
}

/** The full URL of a call of `endpoint` with `input`'s params and query. */
export function endpointUrl(
  endpoint: Pick<AnyEndpoint, 'path' | 'base'>,
  bases: EndpointBases,
  input: { params?: Record<string, string | number>; query?: object } = {},
): string {
  const base = baseOf(bases, endpoint.base);
  return joinUrl(base, fillPath(endpoint.path, input.params)) + queryString(input.query);
}

export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{([A-Za-z_]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') {
      throw new TypeError(`The call ${template} needs the path parameter "${name}"; pass it in params.`);
    }
    return encodeURIComponent(String(value));
  });
}

function queryString(query: object | undefined): string {
  if (!query) return '';
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  }
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}
