import type { Queryable } from '../../db/database.js';

/** Whether a brand with this id exists (without parsing its configuration, unlike findBrandById). */
export async function brandExists(queryable: Queryable, brandId: string): Promise<boolean> {
  const found = await queryable.query('select 1 from brands where id = $1', [brandId]);
  return found.rows.length > 0;
}
