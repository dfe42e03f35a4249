import type { Queryable, Transaction } from '../../../db/database.js';

/** A stored signing secret, still sealed. */
export interface SealedSecretRecord {
  id: string;
  endpointId: string;
  sealedSecret: string;
  secretPrefix: string;
  createdAt: Date;
  /** Null for the current secret; set for a previous one that still signs until then. */
  expiresAt: Date | null;
}

interface SecretRow {
  id: string;
  endpoint_id: string;
  sealed_secret: string;
  secret_prefix: string;
  created_at: Date | string;
  expires_at: Date | string | null;
}

const secretColumns = 'id, endpoint_id, sealed_secret, secret_prefix, created_at, expires_at';

function toSecret(row: SecretRow): SealedSecretRecord {
  return {
    id: row.id,
    endpointId: row.endpoint_id,
    sealedSecret: row.sealed_secret,
    secretPrefix: row.secret_prefix,
    createdAt: new Date(row.created_at),
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
  };
}

export async function insertCurrentSecret(
  transaction: Transaction,
  secret: { id: string; endpointId: string; sealedSecret: string; secretPrefix: string; now: Date },
): Promise<void> {
  await transaction.query(
    `insert into webhook_secrets (id, endpoint_id, sealed_secret, secret_prefix, created_at) values ($1, $2, $3, $4, $5)`,
    [secret.id, secret.endpointId, secret.sealedSecret, secret.secretPrefix, secret.now],
  );
}

/**
 * Turns the current secret into a previous one that signs until `expiresAt`, and ends at once any
 * older previous secret beyond the newest `keepPrevious`, so a burst of rotations stays a bounded
 * number of signatures. Returns the previous secret's expiry (undefined without a current secret).
 */
export async function retireCurrentSecret(
  transaction: Transaction,
  change: { endpointId: string; expiresAt: Date; now: Date; keepPrevious: number },
): Promise<Date | undefined> {
  const retired = await transaction.query<{ id: string }>(
    `update webhook_secrets set expires_at = $2 where endpoint_id = $1 and expires_at is null returning id`,
    [change.endpointId, change.expiresAt],
  );
  await transaction.query(
    `update webhook_secrets set expires_at = $2
     where endpoint_id = $1 and expires_at > $2
       and id not in (
         select id from webhook_secrets where endpoint_id = $1 and expires_at > $2
         order by created_at desc, id desc limit $3
       )`,
    [change.endpointId, change.now, change.keepPrevious],
  );
  return retired.rows.length === 0 ? undefined : change.expiresAt;
}

/** The secrets that sign at `now`: the current one first, then unexpired previous ones, newest first. */
export async function listSigningSecrets(
  queryable: Queryable,
  options: { endpointId: string; now: Date },
): Promise<SealedSecretRecord[]> {
  const result = await queryable.query<SecretRow>(
    `select ${secretColumns} from webhook_secrets
     where endpoint_id = $1 and (expires_at is null or expires_at > $2)
     order by (expires_at is null) desc, created_at desc, id desc`,
    [options.endpointId, options.now],
  );
  return result.rows.map(toSecret);
}
