-- Bank deposits (wallets module): the brand's bank accounts that receive fiat deposits, and the
-- bank transfers credited to users' fiat wallets by their deposit reference.

-- The account a brand receives deposits of one fiat currency in, shown to users on the deposit
-- screen with their wallet's reference. Checked by core's depositBankAccountInputSchema on write
-- (IBAN mod 97 and country length, BIC format, sort code, ABA routing checksum); the constraints
-- here keep the shape whole. An operator replaces it (one row per brand and currency).
create table brand_deposit_bank_accounts (
  brand_id text not null references brands (id),
  currency text not null check (currency in ('USD', 'GBP', 'EUR', 'AUD', 'CAD', 'CHF')),
  account_type text not null check (account_type in ('iban', 'sort_code', 'routing_number')),
  beneficiary_name text not null check (length(beneficiary_name) between 1 and 140),
  beneficiary_address text not null check (length(beneficiary_address) between 1 and 300),
  bank_name text not null check (length(bank_name) between 1 and 140),
  bank_address text not null check (length(bank_address) between 1 and 300),
  payment_scheme text not null check (length(payment_scheme) between 1 and 40),
  iban text check (iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$'),
  bic text check (bic ~ '^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  account_number text check (account_number ~ '^[0-9]{4,17}$'),
  sort_code text check (sort_code ~ '^[0-9]{6}$'),
  routing_number text check (routing_number ~ '^[0-9]{9}$'),
  -- Seeded in test mode with public example identifiers: never an account for real funds.
  is_demo boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (brand_id, currency),
  constraint brand_deposit_bank_accounts_shape check (
    (account_type = 'iban' and iban is not null and bic is not null
      and account_number is null and sort_code is null and routing_number is null)
    or (account_type = 'sort_code' and iban is null and account_number is not null and sort_code is not null
      and routing_number is null)
    or (account_type = 'routing_number' and iban is null and account_number is not null
      and routing_number is not null and sort_code is null)
  ),
  -- EUR arrives by SEPA, which addresses accounts by IBAN.
  constraint brand_deposit_bank_accounts_eur_iban check (currency <> 'EUR' or account_type = 'iban')
);

-- A bank transfer credited to a user's fiat wallet: one row per line of the brand's bank statement
-- (the bank's own transaction id, unique per brand), kept with the reference it quoted, the amount
-- (base units of the currency) and its value date. The ledger transfer id derives from the bank
-- transaction id, so crediting the same line twice moves money once.
create table bank_deposits (
  id text primary key check (id ~ '^bdp_[a-z0-9]+$'),
  brand_id text not null references brands (id),
  bank_transaction_id text not null check (bank_transaction_id ~ '^[A-Za-z0-9][A-Za-z0-9._:/+-]{0,63}$'),
  deposit_reference text not null check (deposit_reference ~ '^DEP[0-9A-Z]{10}$'),
  user_id text not null references users (id),
  wallet_id text not null references wallets (id),
  currency text not null check (currency in ('USD', 'GBP', 'EUR', 'AUD', 'CAD', 'CHF')),
  amount numeric(38, 0) not null check (amount > 0),
  value_date date not null,
  ledger_transfer_id text not null unique check (ledger_transfer_id ~ '^[A-Za-z0-9_:-]{1,64}$'),
  -- The operator who credited it (audit).
  credited_by text not null references users (id),
  created_at timestamptz not null default now(),
  unique (brand_id, bank_transaction_id)
);

create index bank_deposits_by_user on bank_deposits (user_id, created_at desc);
