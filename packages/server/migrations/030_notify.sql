-- The notification outbox: every email and SMS is written here in the caller's transaction, so a
-- message exists exactly when the business change commits; a worker delivers it afterwards.
create table notification_outbox (
  id text primary key check (id ~ '^ntf_[a-z0-9]+$'),
  brand_id text not null references brands (id),
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null check (length(recipient) between 1 and 320),
  locale text not null check (locale in ('en', 'es', 'cz', 'de', 'fi', 'it', 'no')),
  template text not null check (length(template) between 1 and 64),
  -- Email From display name and Reply-To: the brand's label_name and support_email when queued.
  sender_name text not null,
  reply_to text,
  -- Rendered when queued (templates are pure), so a delivery retry sends the same words.
  subject text not null,
  text_body text not null check (length(text_body) > 0),
  -- Only email has an HTML body; SMS is plain text.
  html_body text check ((channel = 'email') = (html_body is not null)),
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  -- A retried business call passes the same key and gets the original message, not a second one.
  idempotency_key text unique check (length(idempotency_key) between 1 and 200),
  -- When the worker may (re)try: set to the backoff on failure, and to a lease while a worker sends.
  next_attempt_at timestamptz not null default now(),
  -- Which transport took the message: 'smtp', 'dev_outbox', later an SMS provider.
  delivered_via text,
  provider_message_id text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  check ((status = 'sent') = (sent_at is not null))
);

-- The worker's claim query: queued rows that are due, oldest first.
create index notification_outbox_due on notification_outbox (next_attempt_at) where status = 'queued';
-- The test-mode outbox: the latest messages for a recipient.
create index notification_outbox_recipient on notification_outbox (recipient, created_at desc);
create index notification_outbox_created on notification_outbox (created_at desc);
