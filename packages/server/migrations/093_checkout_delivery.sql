-- The delivery of a paid checkout order (checkout module): the chains module's send that pays the
-- coins out of the order's hold, with the job's attempts (bounded, with backoff) and the txid.
create table checkout_deliveries (
  order_id text primary key references checkout_orders (id),
  send_id text,
  txid text,
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  next_attempt_at timestamptz not null default now(),
  -- An operator must look (the send failed, or the attempts ran out).
  needs_operator boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index checkout_deliveries_due on checkout_deliveries (next_attempt_at) where not needs_operator;
