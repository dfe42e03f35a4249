-- Partial refunds of paid checkout orders (checkout module, issue 16).
-- refunded_amount: the sum of the order's completed refunds (minor units of its fiat), never above
-- what was paid. crypto_amount then holds the coins still to deliver (reduced in proportion by each
-- partial refund; core's rules/checkout-refunds.ts); the quote keeps the coins first bought.
alter table checkout_orders add column refunded_amount numeric(38, 0) not null default 0
  check (refunded_amount >= 0);
alter table checkout_orders add constraint checkout_orders_refunded_within_paid check (refunded_amount <= fiat_amount);

-- One row per refund, keyed by the operator client's refund id: `started` reserves the amount under
-- the order's row lock (so concurrent refunds never pass the paid amount) before the rail gives the
-- money back; `completed` once the ledger moved. A started refund is finished by replaying it.
create table checkout_refunds (
  order_id text not null references checkout_orders (id),
  refund_id text not null check (refund_id ~ '^[A-Za-z0-9_-]{1,64}$'),
  amount numeric(38, 0) not null check (amount > 0),
  status text not null check (status in ('started', 'completed')),
  reason text check (length(reason) <= 500),
  requested_by text not null check (length(requested_by) between 1 and 64),
  created_at timestamptz not null default now(),
  completed_at timestamptz,
  primary key (order_id, refund_id)
);

-- Orders refunded in full before partial refunds existed: their one refund, id `full`.
update checkout_orders set refunded_amount = fiat_amount where status = 'refunded';
insert into checkout_refunds (order_id, refund_id, amount, status, requested_by, created_at, completed_at)
  select id, 'full', fiat_amount, 'completed', 'operator', updated_at, updated_at from checkout_orders
  where status = 'refunded';
