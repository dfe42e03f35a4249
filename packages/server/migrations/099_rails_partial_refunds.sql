-- Partial refunds of checkout orders (rails module, issue 16): several refunds per order, each keyed
-- by the operator client's refund id (the checkout module keeps the amounts; this table what the
-- rail did: the card processor's refund or the payout instruction). Earlier refunds were full: `full`.
alter table rails_refunds add column refund_id text not null default 'full'
  check (refund_id ~ '^[A-Za-z0-9_-]{1,64}$');
alter table rails_refunds alter column refund_id drop default;
alter table rails_refunds drop constraint rails_refunds_order_id_key;
alter table rails_refunds add constraint rails_refunds_order_refund unique (order_id, refund_id);

-- The sandbox PSP's refunds, one per idempotency key (a real PSP keeps them on its side): the same
-- key again answers the same refund and never refunds twice.
create table rails_sandbox_refunds (
  intent_id text not null references rails_sandbox_intents (id),
  idempotency_key text not null check (length(idempotency_key) between 1 and 200),
  amount_minor bigint not null check (amount_minor > 0),
  created_at timestamptz not null default now(),
  primary key (intent_id, idempotency_key)
);
