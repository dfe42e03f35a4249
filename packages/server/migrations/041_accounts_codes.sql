-- One-time codes, registration attempts and password resets (accounts module). Every secret is
-- stored hashed: a code as HMAC-SHA256 under its own random salt, a token as its sha-256 hex.

-- A registration of the new flow (brand switch registration_new_flow) before the user exists:
-- the personal details wait here until both the email and the SMS code are verified.
create table registration_attempts (
  id text primary key check (id ~ '^rga_[a-z0-9]+$'),
  brand_id text not null references brands (id),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  email text not null check (email = lower(email) and length(email) between 3 and 254),
  first_name text not null check (length(first_name) <= 200),
  last_name text not null check (length(last_name) <= 200),
  mobile text not null check (length(mobile) <= 32),
  password_hash text not null check (password_hash like '$argon2id$%'),
  locale text not null default 'en' check (locale in ('en', 'es', 'cz', 'de', 'fi', 'it', 'no')),
  email_verified_at timestamptz,
  phone_verified_at timestamptz,
  -- The user created once both codes were verified; the attempt is spent then.
  user_id text references users (id),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null
);

create index registration_attempts_by_email on registration_attempts (brand_id, email, created_at desc);

create table one_time_codes (
  id text primary key check (id ~ '^otc_[a-z0-9]+$'),
  purpose text not null check (
    purpose in (
      'email_verification', 'sms_verification', 'login_otp', 'login_by_email', 'withdrawal_otp',
      'registration_email', 'registration_sms', 'email_change'
    )
  ),
  -- Whose code: a user id (usr_…), a session id (ses_…, login OTP) or a registration attempt (rga_…).
  subject text not null check (length(subject) between 1 and 64),
  channel text not null check (channel in ('email', 'sms')),
  -- Where it went; an email change keeps the new address here until the code proves it.
  destination text not null check (length(destination) between 1 and 320),
  salt text not null check (salt ~ '^[0-9a-f]{32}$'),
  code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
  attempts integer not null default 0 check (attempts between 0 and 5),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  -- Set when the code was entered correctly, or replaced by a newer code (it is dead either way).
  consumed_at timestamptz,
  check (expires_at <= created_at + interval '10 minutes')
);

-- The live code of a subject and purpose, and the resend cooldown, read the newest row.
create index one_time_codes_by_subject on one_time_codes (subject, purpose, created_at desc);

-- Password reset links: one-time, 30 minutes.
create table password_resets (
  id text primary key check (id ~ '^pwr_[a-z0-9]+$'),
  user_id text not null references users (id),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create index password_resets_by_user on password_resets (user_id, created_at desc);
