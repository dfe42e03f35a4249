import type { Queryable } from '../../db/database.js';

/** A merchant (075_merchants.sql): the seller behind a merchant_id. */
export interface MerchantRecord {
  id: string;
  brandId: string;
  userId: string;
  name: string;
  logoUrl: string | null;
  widgetLogoSize: 'Large' | 'Medium' | 'default';
  primaryColor: string;
  secondaryColor: string;
  currencies: string[];
  feeBps: number;
  toleranceBps: number;
  allowedOrigins: string[];
}

interface MerchantRow {
  id: string;
  brand_id: string;
  user_id: string;
  name: string;
  logo_url: string | null;
  widget_logo_size: MerchantRecord['widgetLogoSize'];
  primary_color: string;
  secondary_color: string;
  currencies: string[];
  fee_bps: number;
  tolerance_bps: number;
  allowed_origins: string[];
}

const columns = `id, brand_id, user_id, name, logo_url, widget_logo_size, primary_color, secondary_color, currencies,
  fee_bps, tolerance_bps, allowed_origins`;

function toRecord(row: MerchantRow): MerchantRecord {
  return {
    id: row.id,
    brandId: row.brand_id,
    userId: row.user_id,
    name: row.name,
    logoUrl: row.logo_url,
    widgetLogoSize: row.widget_logo_size,
    primaryColor: row.primary_color,
    secondaryColor: row.secondary_color,
    currencies: row.currencies,
    feeBps: row.fee_bps,
    toleranceBps: row.tolerance_bps,
    allowedOrigins: row.allowed_origins,
  };
}

export const merchantIdPattern = /^mer_[a-z0-9]{1,60}$/;

/** The merchant with this id, or null (also for a malformed id). */
export async function findMerchant(queryable: Queryable, merchantId: string): Promise<MerchantRecord | null> {
  if (!merchantIdPattern.test(merchantId)) return null;
  const result = await queryable.query<MerchantRow>(`select ${columns} from merchants where id = $1`, [merchantId]);
  const row = result.rows[0];
  return row === undefined ? null : toRecord(row);
}

/** The merchant a signed-in user sells as, or null when the user is no merchant. */
export async function findMerchantByUser(queryable: Queryable, userId: string): Promise<MerchantRecord | null> {
  const result = await queryable.query<MerchantRow>(`select ${columns} from merchants where user_id = $1`, [userId]);
  const row = result.rows[0];
  return row === undefined ? null : toRecord(row);
}

/** Whether any merchant lists this exact origin among its allowed origins (CORS preflights name no merchant). */
export async function anyMerchantAllowsOrigin(queryable: Queryable, origin: string): Promise<boolean> {
  const result = await queryable.query('select 1 from merchants where $1 = any(allowed_origins) limit 1', [origin]);
  return result.rows.length > 0;
}
