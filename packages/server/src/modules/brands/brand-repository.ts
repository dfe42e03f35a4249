import {
  brandMetaSchema,
  configurationSchema,
  type BrandMeta,
  type Configuration,
  type ConfigurationInput,
} from '@platform/core';
import { z } from 'zod';
import type { Queryable, Transaction } from '../../db/database.js';

export interface Brand {
  id: string;
  wlId: number;
  isDefault: boolean;
  configuration: Configuration;
  meta: BrandMeta;
  more: Record<string, unknown>;
}

export interface NewBrand {
  id: string;
  isDefault: boolean;
  configuration: ConfigurationInput;
  meta: z.input<typeof brandMetaSchema>;
  more: Record<string, unknown>;
  hostnames: string[];
}

/** A stored brand whose jsonb no longer passes the schemas: the brand cannot be served. */
export class BrokenBrandError extends Error {
  constructor(
    brandId: string,
    readonly issues: string[],
  ) {
    super(`Brand ${brandId} has an invalid stored configuration: ${issues.join('; ')}`);
    this.name = 'BrokenBrandError';
  }
}

const brandIdSchema = z.string().regex(/^brd_[a-z0-9_]+$/);
const hostnameSchema = z
  .string()
  .min(1)
  .max(253)
  .regex(/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)$/);
const moreSchema = z.record(z.string(), z.unknown());

interface BrandRow {
  id: string;
  wl_id: number;
  is_default: boolean;
  configuration: unknown;
  meta: unknown;
  more: unknown;
}

const brandColumns = 'b.id, b.wl_id, b.is_default, b.configuration, b.meta, b.more';

/** Validates on read: a row edited by hand into something invalid is reported, never served. */
function toBrand(row: BrandRow): Brand {
  const configuration = configurationSchema.safeParse(row.configuration);
  const meta = brandMetaSchema.safeParse(row.meta);
  const more = moreSchema.safeParse(row.more);
  const issues = [
    ...(configuration.success
      ? []
      : configuration.error.issues.map((issue) => `configuration.${issue.path.join('.')}: ${issue.message}`)),
    ...(meta.success ? [] : meta.error.issues.map((issue) => `meta.${issue.path.join('.')}: ${issue.message}`)),
    ...(more.success ? [] : ['more: must be an object']),
  ];
  if (!configuration.success || !meta.success || !more.success) throw new BrokenBrandError(row.id, issues);
  if (configuration.data.wl_id !== row.wl_id) {
    throw new BrokenBrandError(row.id, [
      `configuration.wl_id ${configuration.data.wl_id} differs from wl_id ${row.wl_id}`,
    ]);
  }
  return {
    id: row.id,
    wlId: row.wl_id,
    isDefault: row.is_default,
    configuration: configuration.data,
    meta: meta.data,
    more: more.data,
  };
}

export async function findBrandByHostname(database: Queryable, hostname: string): Promise<Brand | undefined> {
  const result = await database.query<BrandRow>(
    `select ${brandColumns} from brand_hosts h join brands b on b.id = h.brand_id where h.hostname = $1`,
    [hostname],
  );
  const row = result.rows[0];
  return row === undefined ? undefined : toBrand(row);
}

export async function findDefaultBrand(database: Queryable): Promise<Brand | undefined> {
  const result = await database.query<BrandRow>(`select ${brandColumns} from brands b where b.is_default`);
  const row = result.rows[0];
  return row === undefined ? undefined : toBrand(row);
}

/** Whether any brand is configured at all (an unknown host then is the caller's mistake). */
export async function anyBrandExists(database: Queryable): Promise<boolean> {
  const result = await database.query('select 1 from brands limit 1');
  return result.rows.length > 0;
}

export async function findBrandById(database: Queryable, brandId: string): Promise<Brand | undefined> {
  const result = await database.query<BrandRow>(`select ${brandColumns} from brands b where b.id = $1`, [brandId]);
  const row = result.rows[0];
  return row === undefined ? undefined : toBrand(row);
}

/**
 * Inserts a brand and its hosts unless a brand with that id exists (so seeding is idempotent and
 * never overwrites an operator's edits). Validates on write. Returns whether it inserted.
 */
export async function insertBrandIfAbsent(transaction: Transaction, brand: NewBrand): Promise<boolean> {
  const id = brandIdSchema.parse(brand.id);
  const configuration = configurationSchema.parse(brand.configuration);
  const meta = brandMetaSchema.parse(brand.meta);
  const more = moreSchema.parse(brand.more);
  const hostnames = brand.hostnames.map((hostname) => hostnameSchema.parse(hostname));
  const inserted = await transaction.query(
    `insert into brands (id, wl_id, is_default, configuration, meta, more)
     values ($1, $2, $3, $4::jsonb, $5::jsonb, $6::jsonb)
     on conflict (id) do nothing
     returning id`,
    [
      id,
      configuration.wl_id,
      brand.isDefault,
      JSON.stringify(configuration),
      JSON.stringify(meta),
      JSON.stringify(more),
    ],
  );
  if (inserted.rows.length === 0) return false;
  for (const hostname of hostnames) {
    await transaction.query(
      'insert into brand_hosts (hostname, brand_id) values ($1, $2) on conflict (hostname) do nothing',
      [hostname, id],
    );
  }
  return true;
}
