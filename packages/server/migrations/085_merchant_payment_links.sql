-- Payment links (merchants module): until when a link may be opened to choose a coin (the
-- awaiting_currency expiry; expires_at takes the 900 s window once a coin is chosen), and every
-- email of a link (POST /api/sendlink: at most 5 per payment, idempotent per key).
alter table merchant_payments add column link_expires_at timestamptz;
update merchant_payments set link_expires_at = created_at + interval '1 day';
-- A link nobody chose a coin for expires without a coin: 076 allowed no coin only while awaiting one.
alter table merchant_payments drop constraint merchant_payments_check;
alter table merchant_payments add constraint merchant_payments_coin_chosen
  check (coin is not null or status in ('awaiting_currency', 'expired'));

create table merchant_payment_link_sends (
  id text primary key check (id ~ '^mls_[a-z0-9]+$'),
  payment_id text not null references merchant_payments (id),
  email text not null check (length(email) between 3 and 254),
  locale text not null check (locale in ('en', 'es', 'cz', 'de', 'fi', 'it', 'no')),
  idempotency_key text check (length(idempotency_key) between 1 and 200),
  outbox_message_id text not null,
  created_at timestamptz not null default now(),
  unique (payment_id, idempotency_key)
);
create index merchant_payment_link_sends_by_payment on merchant_payment_link_sends (payment_id);
