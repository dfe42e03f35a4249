-- Webhooks (webhooks module): signed Standard Webhooks events for merchants, delivered from a
-- durable queue. See packages/server/src/modules/webhooks/README.md for the states and schedule.

-- The merchant's endpoint (one per merchant, set by PATCH /users/updateWebhook). A 410 Gone answer
-- disables it (why and when recorded) until the merchant enables it again.
create table webhook_endpoints (
  id text primary key check (id ~ '^whep_[a-z0-9]+$'),
  merchant_id text not null unique references merchants (id),
  url text not null check (url ~ '^https?://' and length(url) <= 2048),
  status text not null default 'enabled' check (status in ('enabled', 'disabled')),
  disabled_reason text check (length(disabled_reason) <= 500),
  disabled_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check ((status = 'disabled') = (disabled_at is not null))
);

-- Signing secrets (whsec_…), sealed with AES-256-GCM (the secret itself is needed for the HMAC, so
-- it cannot be hashed). The current secret has expires_at null; a rotation gives the previous one an
-- expiry 24 h ahead, and every secret not yet expired signs (several v1 signatures in the header).
create table webhook_secrets (
  id text primary key check (id ~ '^whsk_[a-z0-9]+$'),
  endpoint_id text not null references webhook_endpoints (id) on delete cascade,
  sealed_secret text not null check (length(sealed_secret) between 1 and 500),
  -- The first characters (whsec_ and four more): enough to tell secrets apart, useless for signing.
  secret_prefix text not null check (length(secret_prefix) between 6 and 16),
  created_at timestamptz not null,
  expires_at timestamptz
);
create unique index webhook_secrets_one_current on webhook_secrets (endpoint_id) where expires_at is null;
create index webhook_secrets_by_endpoint on webhook_secrets (endpoint_id, created_at desc);

-- One event per payment state change (or test event). The body is stored as sent, so every
-- delivery and redelivery signs and sends the same bytes; the id is the webhook-id header.
create table webhook_events (
  id text primary key check (id ~ '^msg_[a-z0-9]+$'),
  merchant_id text not null references merchants (id),
  type text not null check (length(type) between 1 and 64),
  -- The caller's idempotency key: the same key twice enqueues once.
  event_key text not null check (length(event_key) between 1 and 200),
  body text not null check (length(body) between 2 and 262144),
  created_at timestamptz not null,
  unique (merchant_id, event_key)
);
create index webhook_events_created on webhook_events (created_at);

-- The delivery queue: one row per (event, endpoint) delivery; a redelivery is a new row of the same
-- event. Workers claim due rows with FOR UPDATE SKIP LOCKED and move next_attempt_at to a lease.
create table webhook_deliveries (
  id text primary key check (id ~ '^whdl_[a-z0-9]+$'),
  event_id text not null references webhook_events (id),
  endpoint_id text not null references webhook_endpoints (id) on delete cascade,
  kind text not null check (kind in ('event', 'redelivery')),
  status text not null default 'pending' check (status in ('pending', 'delivered', 'failed', 'canceled')),
  attempts integer not null default 0 check (attempts between 0 and 100),
  next_attempt_at timestamptz not null,
  last_status_code integer check (last_status_code between 100 and 999),
  last_error text check (length(last_error) <= 1000),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  finished_at timestamptz,
  check ((status = 'pending') = (finished_at is null))
);
create index webhook_deliveries_due on webhook_deliveries (next_attempt_at) where status = 'pending';
create index webhook_deliveries_by_endpoint on webhook_deliveries (endpoint_id, created_at desc, id desc);
create index webhook_deliveries_by_event on webhook_deliveries (event_id);
create index webhook_deliveries_finished on webhook_deliveries (finished_at) where status <> 'pending';

-- The delivery log: every attempt, with what was sent (no secrets: the signatures are HMACs) and
-- what came back. Kept 60 days (the worker deletes older rows in bounded batches).
create table webhook_attempts (
  id text primary key check (id ~ '^wha_[a-z0-9]+$'),
  delivery_id text not null references webhook_deliveries (id) on delete cascade,
  attempt_number integer not null check (attempt_number between 1 and 100),
  url text not null check (length(url) <= 2048),
  webhook_timestamp bigint not null,
  webhook_signature text not null check (length(webhook_signature) <= 2000),
  outcome text not null check (outcome in ('delivered', 'retry', 'failed', 'gone')),
  response_status integer check (response_status between 100 and 999),
  -- At most 1 KiB of the response body, decoded as UTF-8.
  response_excerpt text check (length(response_excerpt) <= 1024),
  duration_ms integer not null check (duration_ms >= 0),
  error text check (length(error) <= 1000),
  next_attempt_at timestamptz,
  attempted_at timestamptz not null,
  unique (delivery_id, attempt_number)
);
create index webhook_attempts_attempted on webhook_attempts (attempted_at);
