import type { Card } from '@platform/core';
import type { Queryable } from '../../../db/database.js';
import { newRailsId } from '../ids.js';
import type { CardToken } from './card-psp.js';

/** A saved card: the PSP's token, last four, brand and expiry. Never the number or the CVC. */
export interface SavedCard {
  id: string;
  cardToken: string;
  last4: string;
  cardBrand: string;
  expiryMonth: number;
  expiryYear: number;
  holderName: string;
}

interface SavedCardRow {
  id: string;
  card_token: string;
  last4: string;
  card_brand: string;
  expiry_month: number;
  expiry_year: number;
  holder_name: string;
}

const columns = 'id, card_token, last4, card_brand, expiry_month, expiry_year, holder_name';

function toSaved(row: SavedCardRow): SavedCard {
  return {
    id: row.id,
    cardToken: row.card_token,
    last4: row.last4,
    cardBrand: row.card_brand,
    expiryMonth: row.expiry_month,
    expiryYear: row.expiry_year,
    holderName: row.holder_name,
  };
}

/** Saves the card the buyer asked to keep (once per brand, email, brand, last four and expiry). */
export async function saveCard(
  queryable: Queryable,
  input: { brandId: string; userId: string | null; email: string; psp: string; token: CardToken; holderName: string },
): Promise<void> {
  await queryable.query(
    `insert into rails_saved_cards (id, brand_id, user_id, email, psp, card_token, last4, card_brand, expiry_month, expiry_year, holder_name)
     values ($1, $2, $3, lower($4), $5, $6, $7, $8, $9, $10, $11)
     on conflict (brand_id, email, psp, last4, card_brand, expiry_month, expiry_year)
     do update set card_token = excluded.card_token, user_id = coalesce(rails_saved_cards.user_id, excluded.user_id)`,
    [
      newRailsId('crd'),
      input.brandId,
      input.userId,
      input.email,
      input.psp,
      input.token.token,
      input.token.last4,
      input.token.brand,
      input.token.expiryMonth,
      input.token.expiryYear,
      input.holderName.slice(0, 200),
    ],
  );
}

/** A saved card the payer may use: the order's email's, or the signed-in user's. */
export async function findSavedCard(
  queryable: Queryable,
  input: { id: string; brandId: string; email: string; userId: string | null; psp: string },
): Promise<SavedCard | undefined> {
  const result = await queryable.query<SavedCardRow>(
    `select ${columns} from rails_saved_cards
     where id = $1 and brand_id = $2 and psp = $3 and (email = lower($4) or ($5::text is not null and user_id = $5))`,
    [input.id, input.brandId, input.psp, input.email, input.userId],
  );
  return result.rows[0] === undefined ? undefined : toSaved(result.rows[0]);
}

/**
 * GET /users/getUserCards: the cards saved by this user (signed in when paying) or under their
 * verified email address, newest first, at most 100.
 */
export async function listUserCards(
  queryable: Queryable,
  input: { brandId: string; userId: string; verifiedEmail: string | null },
): Promise<Card[]> {
  const result = await queryable.query<SavedCardRow>(
    `select ${columns} from rails_saved_cards
     where brand_id = $1 and (user_id = $2 or ($3::text is not null and email = lower($3)))
     order by created_at desc, id desc limit 100`,
    [input.brandId, input.userId, input.verifiedEmail],
  );
  return result.rows.map((row) => ({
    id: row.id,
    brand: row.card_brand,
    last4: row.last4,
    expiry_month: row.expiry_month,
    expiry_year: row.expiry_year,
    holder_name: row.holder_name,
    withdrawal_enabled: false,
  }));
}
