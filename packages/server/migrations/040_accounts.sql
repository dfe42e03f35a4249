-- Accounts (accounts module): users of a brand, their login sessions, login activity and the
-- counters behind rate limits. Other modules read users only through the accounts service.
create table users (
  id text primary key check (id ~ '^usr_[a-z0-9]+$'),
  brand_id text not null references brands (id),
  -- Shown in the members header; 8+ digits, unique across brands.
  account_number text not null unique check (account_number ~ '^[0-9]{8,20}$'),
  -- Lowercased by the service; the check keeps a hand-written row honest too.
  email text not null check (email = lower(email) and length(email) between 3 and 254),
  password_hash text not null check (password_hash like '$argon2id$%'),
  first_name text not null default '' check (length(first_name) <= 200),
  last_name text not null default '' check (length(last_name) <= 200),
  mobile text not null default '' check (length(mobile) <= 32),
  date_of_birth date,
  address1 text not null default '' check (length(address1) <= 200),
  address2 text not null default '' check (length(address2) <= 200),
  city text not null default '' check (length(city) <= 200),
  state text not null default '' check (length(state) <= 100),
  country text not null default '' check (length(country) <= 100),
  zip_code text not null default '' check (length(zip_code) <= 200),
  issue_country text not null default '' check (length(issue_country) <= 100),
  company_name text not null default '' check (length(company_name) <= 200),
  -- The user's fiat currency (account value).
  currency text not null default 'EUR' check (currency ~ '^[A-Z]{3,5}$'),
  locale text not null default 'en' check (locale in ('en', 'es', 'cz', 'de', 'fi', 'it', 'no')),
  email_verified boolean not null default false,
  phone_verified boolean not null default false,
  otp_login smallint not null default 0 check (otp_login in (0, 1)),
  otp_withdrawal smallint not null default 0 check (otp_withdrawal in (0, 1)),
  otp_channel text not null default 'email' check (otp_channel in ('email', 'sms', 'totp')),
  compliance_verification text not null default 'pending'
    check (compliance_verification in ('pending', 'review', 'successful', 'failed')),
  -- {send, withdrawal, fiat_withdrawals, widget} as "1"/"0", or null (no permissions object).
  permissions jsonb check (permissions is null or jsonb_typeof(permissions) = 'object'),
  role text not null default 'user' check (role in ('user', 'merchant', 'operator')),
  registration_new_flow boolean not null default false,
  -- Set by POST /users/onboarding once the address details are complete.
  onboarded_at timestamptz,
  password_changed_at timestamptz not null default now(),
  withdrawals_locked_until timestamptz,
  anti_phishing_code text check (length(anti_phishing_code) between 1 and 32),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (brand_id, email)
);

-- Login sessions: the opaque token is only ever stored as its sha-256 hex.
create table sessions (
  id text primary key check (id ~ '^ses_[a-z0-9]+$'),
  user_id text not null references users (id),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  ended_at timestamptz,
  end_reason text check (end_reason in ('logout', 'replaced', 'security_change', 'ended_by_user', 'expired')),
  ip text not null default '' check (length(ip) <= 64),
  country text check (country ~ '^[A-Z]{2}$'),
  user_agent text not null default '' check (length(user_agent) <= 512),
  otp_state text check (otp_state in ('sent', 'verified')),
  step_up_at timestamptz,
  check ((ended_at is null) = (end_reason is null))
);

-- "The live sessions of a user" (one per user, replaced at login; listed on profile#security).
create index sessions_live_by_user on sessions (user_id, created_at desc) where ended_at is null;

-- Login activity: every attempt on a known account, successful or not (profile#security).
create table login_events (
  id bigint generated always as identity primary key,
  user_id text not null references users (id),
  session_id text references sessions (id),
  at timestamptz not null default now(),
  ip text not null default '' check (length(ip) <= 64),
  country text check (country ~ '^[A-Z]{2}$'),
  user_agent text not null default '' check (length(user_agent) <= 512),
  outcome text not null check (
    outcome in ('success', 'wrong_password', 'locked', 'otp_sent', 'otp_verified', 'otp_failed', 'code_login')
  )
);

create index login_events_by_user on login_events (user_id, at desc, id desc);

-- Fixed-window counters and temporary locks behind the rate limits; keys name what they count
-- (e.g. 'login:ip:203.0.113.7'). Old rows are pruned when their window and lock are over.
create table rate_limit_buckets (
  key text primary key check (length(key) between 1 and 400),
  count integer not null default 0 check (count >= 0),
  window_start timestamptz not null default now(),
  locked_until timestamptz
);
