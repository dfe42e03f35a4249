import type { LocaleCode } from '@platform/core';
import type { Queryable } from '../../../db/database.js';

export type GuestIdState = 'pending' | 'review' | 'failed' | 'successful';
type StoredIdState = GuestIdState | null;

/** The guest buyer of a checkout (POST /users/checkout/register) and what they verified. */
export interface FlowBuyer {
  /** The flow user (an accounts user of the brand), linked to the order. */
  userId: string;
  orderId: string;
  brandId: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  dateOfBirth: string | null;
  locale: LocaleCode;
  emailVerified: boolean;
  mobileVerified: boolean;
  idState: StoredIdState;
}

interface BuyerRow {
  user_id: string;
  order_id: string;
  brand_id: string;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  date_of_birth: string | null;
  locale: LocaleCode;
  email_verified: boolean;
  mobile_verified: boolean;
  id_state: StoredIdState;
}

const columns = `user_id, order_id, brand_id, first_name, last_name, email, mobile, to_char(date_of_birth, 'YYYY-MM-DD') as date_of_birth,
  locale, email_verified, mobile_verified, id_state`;

function toBuyer(row: BuyerRow): FlowBuyer {
  return {
    userId: row.user_id,
    orderId: row.order_id,
    brandId: row.brand_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    mobile: row.mobile,
    dateOfBirth: row.date_of_birth,
    locale: row.locale,
    emailVerified: row.email_verified,
    mobileVerified: row.mobile_verified,
    idState: row.id_state,
  };
}

export async function findFlowBuyer(
  queryable: Queryable,
  orderId: string,
  lock = false,
): Promise<FlowBuyer | undefined> {
  const result = await queryable.query<BuyerRow>(
    `select ${columns} from rails_flow_buyers where order_id = $1${lock ? ' for update' : ''}`,
    [orderId],
  );
  return result.rows[0] === undefined ? undefined : toBuyer(result.rows[0]);
}

/** Whether the order's buyer has verified both email and mobile (the card capture waits for it). */
export async function buyerVerified(queryable: Queryable, orderId: string): Promise<boolean> {
  const buyer = await findFlowBuyer(queryable, orderId);
  return buyer !== undefined && buyer.emailVerified && buyer.mobileVerified;
}

export type NewFlowBuyer = Omit<FlowBuyer, 'emailVerified' | 'mobileVerified' | 'idState'>;

/**
 * Registers (or corrects) the checkout's buyer. A changed email or mobile is unverified again; an
 * unchanged one keeps its verification (a repeated registration changes nothing).
 */
export async function upsertFlowBuyer(queryable: Queryable, buyer: NewFlowBuyer): Promise<FlowBuyer> {
  const result = await queryable.query<BuyerRow>(
    `insert into rails_flow_buyers (user_id, order_id, brand_id, first_name, last_name, email, mobile, date_of_birth, locale)
     values ($9, $1, $2, $3, $4, lower($5), $6, $7::date, $8)
     on conflict (order_id) do update set
       user_id = excluded.user_id, first_name = excluded.first_name, last_name = excluded.last_name, date_of_birth = excluded.date_of_birth,
       locale = excluded.locale,
       email_verified = rails_flow_buyers.email_verified and rails_flow_buyers.email = excluded.email,
       mobile_verified = rails_flow_buyers.mobile_verified and rails_flow_buyers.mobile = excluded.mobile,
       id_state = case when rails_flow_buyers.email = excluded.email then rails_flow_buyers.id_state else null end,
       email = excluded.email, mobile = excluded.mobile, updated_at = now()
     returning ${columns}`,
    [
      buyer.orderId,
      buyer.brandId,
      buyer.firstName,
      buyer.lastName,
      buyer.email,
      buyer.mobile,
      buyer.dateOfBirth,
      buyer.locale,
      buyer.userId,
    ],
  );
  return toBuyer(result.rows[0]!);
}

export async function markVerified(
  queryable: Queryable,
  orderId: string,
  channel: 'email' | 'sms',
): Promise<FlowBuyer> {
  const column = channel === 'email' ? 'email_verified' : 'mobile_verified';
  const result = await queryable.query<BuyerRow>(
    `update rails_flow_buyers set ${column} = true, updated_at = now() where order_id = $1 returning ${columns}`,
    [orderId],
  );
  return toBuyer(result.rows[0]!);
}

export async function changeMobile(queryable: Queryable, orderId: string, mobile: string): Promise<FlowBuyer> {
  const result = await queryable.query<BuyerRow>(
    `update rails_flow_buyers set mobile = $2, mobile_verified = false, updated_at = now() where order_id = $1 returning ${columns}`,
    [orderId, mobile],
  );
  return toBuyer(result.rows[0]!);
}

export async function setIdState(queryable: Queryable, orderId: string, idState: GuestIdState): Promise<void> {
  await queryable.query(`update rails_flow_buyers set id_state = $2, updated_at = now() where order_id = $1`, [
    orderId,
    idState,
  ]);
}

/**
 * The guest's identity id state (spec §4): 1 successful; in the guest flow failed, review and
 * pending all give 3, and so does a guest not checked yet (pending).
 */
export function guestIdState(state: StoredIdState): 1 | 3 {
  return state === 'successful' ? 1 : 3;
}

/** Test mode's KYC outcome of a buyer's email: a `+failed` tag fails, `+review` waits for review, else successful. */
export function testModeKycOutcome(email: string): GuestIdState {
  const local = email.split('@')[0] ?? '';
  const tags = local.split('+').slice(1);
  if (tags.includes('failed')) return 'failed';
  if (tags.includes('review')) return 'review';
  return 'successful';
}
