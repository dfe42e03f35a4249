-- Settlement records (merchants module), one per ledger posting that credited a merchant, written
-- in the same transaction as the posting: `widget` = a settlement round of a merchant payment (the
-- pset_/pfee_ transfers), `creditcard` = a guest-checkout card sale credited to the merchant.
-- GET /transactions/getMerchantSettlments pages through them; the ledger stays the authority
-- (net_transfer_id / fee_transfer_id name the postings).
create table merchant_settlements (
  id text primary key check (id ~ '^mset_[a-z0-9_]+$'),
  merchant_id text not null references merchants (id),
  kind text not null check (kind in ('widget', 'creditcard')),
  payment_id text references merchant_payments (id),
  order_id text check (length(order_id) between 1 and 200),
  currency text not null check (currency in ('BTC', 'LTC', 'ETH', 'BCH', 'USDT', 'USDC', 'USD', 'GBP', 'EUR', 'AUD', 'CAD', 'CHF')),
  gross numeric(38, 0) not null check (gross > 0),
  fee numeric(38, 0) not null check (fee >= 0),
  net numeric(38, 0) not null check (net >= 0 and net + fee = gross),
  net_transfer_id text,
  fee_transfer_id text,
  created_at timestamptz not null default now(),
  check ((kind = 'widget') = (payment_id is not null)),
  check (net_transfer_id is not null or fee_transfer_id is not null)
);
create index merchant_settlements_page on merchant_settlements (merchant_id, kind, created_at desc, id desc);

-- Payments settled before this migration: one record each, named after their first round's
-- transfers (a payment settled in several rounds before now shows as one record of its total).
insert into merchant_settlements (id, merchant_id, kind, payment_id, order_id, currency, gross, fee, net,
  net_transfer_id, fee_transfer_id, created_at)
select 'mset_' || id || '_0', merchant_id, 'widget', id, order_id, coin,
  coalesce(settled_amount, 0) + coalesce(fee_amount, 0), coalesce(fee_amount, 0), coalesce(settled_amount, 0),
  case when coalesce(settled_amount, 0) > 0 then left('pset_' || id || '_0', 64) end,
  case when coalesce(fee_amount, 0) > 0 then left('pfee_' || id || '_0', 64) end,
  coalesce(settled_at, updated_at)
from merchant_payments
where coalesce(settled_amount, 0) + coalesce(fee_amount, 0) > 0;
