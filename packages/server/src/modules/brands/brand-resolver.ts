import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import {
  anyBrandExists,
  BrokenBrandError,
  findBrandByHostname,
  findDefaultBrand,
  type Brand,
} from './brand-repository.js';

export const configurationMissingMessage = 'The brand configuration is missing or invalid. Please try again later.';
export const unknownHostMessage = 'This platform serves no brand at this host name.';

/**
 * 421 misdirected_request: the request's Host names no brand. Anyone can send any Host, so it is a
 * refusal logged at info like every 4xx, never a 503 logged as an error (a log flood anyone could cause).
 */
export function unknownHostError(): DomainError {
  return new DomainError('misdirected_request', { host: unknownHostMessage });
}

export interface BrandResolverOptions {
  database: Queryable;
  logger: FastifyBaseLogger;
  /** Brief, so an edited brand shows up within seconds on every instance. */
  cacheTtlMs?: number;
  maxCachedHosts?: number;
}

export interface BrandResolver {
  /**
   * The brand for a hostname, else the default brand; fails with misdirected_request (421) when
   * brands exist but none serves this host, configuration_missing (503) when there is none at all.
   */
  resolve(hostname: string): Promise<Brand>;
  clearCache(): void;
}

export function createBrandResolver(options: BrandResolverOptions): BrandResolver {
  const cacheTtlMs = options.cacheTtlMs ?? 5000;
  const maxCachedHosts = options.maxCachedHosts ?? 1000;
  const cache = new Map<string, { brand: Brand; expiresAtMs: number }>();

  async function load(hostname: string): Promise<Brand> {
    try {
      const brand =
        (await findBrandByHostname(options.database, hostname)) ?? (await findDefaultBrand(options.database));
      if (brand !== undefined) return brand;
      // Brands exist, none at this host and none is the default: the caller's Host is wrong.
      if (await anyBrandExists(options.database)) throw unknownHostError();
      options.logger.error('no brand at all: the platform has no configuration to serve');
      throw new DomainError('configuration_missing', { configuration: configurationMissingMessage });
    } catch (error) {
      if (!(error instanceof BrokenBrandError)) throw error;
      options.logger.error({ hostname, issues: error.issues }, error.message);
      throw new DomainError('configuration_missing', { configuration: configurationMissingMessage });
    }
  }

  return {
    async resolve(hostname) {
      const now = Date.now();
      const cached = cache.get(hostname);
      if (cached !== undefined && cached.expiresAtMs > now) return cached.brand;
      const brand = await load(hostname);
      // Unknown hosts are unbounded input: cap the cache instead of growing with every Host header.
      if (cache.size >= maxCachedHosts) cache.clear();
      cache.set(hostname, { brand, expiresAtMs: now + cacheTtlMs });
      return brand;
    },
    clearCache() {
      cache.clear();
    },
  };
}
