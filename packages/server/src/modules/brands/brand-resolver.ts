import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../../db/database.js';
import { DomainError } from '../../errors/domain-error.js';
import { BrokenBrandError, findBrandByHostname, findDefaultBrand, type Brand } from './brand-repository.js';

export const configurationMissingMessage = 'The brand configuration is missing or invalid. Please try again later.';

export interface BrandResolverOptions {
  database: Queryable;
  logger: FastifyBaseLogger;
  /** Brief, so an edited brand shows up within seconds on every instance. */
  cacheTtlMs?: number;
  maxCachedHosts?: number;
}

export interface BrandResolver {
  /** The brand for a hostname, else the default brand; fails with configuration_missing (503). */
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
      if (brand === undefined) {
        options.logger.error({ hostname }, 'no brand for this host and no default brand');
        throw new DomainError('configuration_missing', { configuration: configurationMissingMessage });
      }
      return brand;
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
