-- Identity (identity module): authenticator-app (TOTP) secrets and recovery codes, and KYC
-- document submissions with their reviewer outcome. The users table belongs to the accounts
-- module; identity writes only its otp_* and compliance_verification columns.

-- One authenticator app per user: 'pending' from setup until a first code confirms it.
create table user_totp (
  user_id text primary key references users (id) on delete cascade,
  -- AES-256-GCM sealed base32-decoded secret (`v1.<nonce>.<tag>.<ciphertext>`), never the secret itself.
  secret_sealed text not null check (secret_sealed like 'v1.%' and length(secret_sealed) <= 200),
  status text not null check (status in ('pending', 'active')),
  -- The last accepted time step: codes of this step or older are never accepted again.
  last_used_step bigint check (last_used_step >= 0),
  -- Wrong codes in the current window (throttle: identity/totp/totp-service.ts).
  failed_attempts integer not null default 0 check (failed_attempts >= 0),
  failure_window_start timestamptz,
  created_at timestamptz not null default now(),
  confirmed_at timestamptz,
  check ((status = 'active') = (confirmed_at is not null))
);

-- Recovery codes, stored as HMAC-SHA256 hex under a server-side key; single use.
create table user_recovery_codes (
  id bigint generated always as identity primary key,
  user_id text not null references users (id) on delete cascade,
  code_hash text not null check (code_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now(),
  used_at timestamptz,
  unique (user_id, code_hash)
);

create index user_recovery_codes_unused on user_recovery_codes (user_id) where used_at is null;

-- KYC submissions: one set of documents, reviewed once by an operator of the same brand.
create table kyc_submissions (
  id text primary key check (id ~ '^kyc_[a-z0-9]+$'),
  user_id text not null references users (id),
  brand_id text not null references brands (id),
  status text not null check (status in ('review', 'approved', 'rejected')),
  document_type text not null
    check (document_type in ('passport', 'national_id', 'driving_licence', 'residence_permit')),
  issue_country text not null check (issue_country ~ '^[A-Z]{2}$'),
  submitted_at timestamptz not null default now(),
  submitted_ip text not null default '' check (length(submitted_ip) <= 64),
  reviewed_at timestamptz,
  reviewer_id text references users (id),
  reason text check (length(reason) between 1 and 500),
  check ((status = 'review') = (reviewed_at is null)),
  check ((status = 'review') = (reviewer_id is null)),
  check ((status = 'rejected') = (reason is not null))
);

-- At most one submission waiting for review per user.
create unique index kyc_submissions_one_open on kyc_submissions (user_id) where status = 'review';
-- The reviewer queue of a brand, oldest first.
create index kyc_submissions_queue on kyc_submissions (brand_id, status, submitted_at, id);
create index kyc_submissions_by_user on kyc_submissions (user_id, submitted_at desc);

-- The files of a submission, stored under <DATA_DIR>/private/kyc/<brand>/<user>/<storage_name>.
create table kyc_files (
  id text primary key check (id ~ '^kyf_[a-z0-9]+$'),
  submission_id text not null references kyc_submissions (id) on delete cascade,
  kind text not null check (kind in ('id_front', 'id_back', 'selfie', 'proof_of_address')),
  -- Sniffed from the bytes, never taken from the client.
  mime_type text not null check (mime_type in ('image/jpeg', 'image/png', 'application/pdf')),
  size_bytes integer not null check (size_bytes between 1 and 5242880),
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  storage_name text not null unique check (storage_name ~ '^[a-z0-9]{32}$'),
  created_at timestamptz not null default now(),
  unique (submission_id, kind)
);
