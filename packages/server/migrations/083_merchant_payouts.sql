-- Payouts (merchants module): the merchant asks to send an amount of one wallet to its settlement
-- bank account. The amount is held in the ledger (a pending transfer, hold_transfer_id) from the
-- merchant's wallet to bank_clearing (fiat) or to the platform's liquidity (a coin the platform
-- buys at the fixed rate); an operator posts the hold when the wire is sent (paid) or voids it
-- (failed). The bank details are copied at request time: a later change does not redirect it.
create table merchant_payouts (
  id text primary key check (id ~ '^mpo_[a-z0-9]+$'),
  merchant_id text not null references merchants (id),
  brand_id text not null references brands (id),
  user_id text not null references users (id),
  status text not null check (status in ('requested', 'paid', 'failed')),
  currency text not null check (currency in ('BTC', 'LTC', 'ETH', 'BCH', 'USDT', 'USDC', 'USD', 'GBP', 'EUR', 'AUD', 'CAD', 'CHF')),
  amount numeric(38, 0) not null check (amount > 0),
  payout_currency text not null check (payout_currency in ('USD', 'GBP', 'EUR', 'AUD', 'CAD', 'CHF')),
  payout_amount numeric(38, 0) not null check (payout_amount > 0),
  rate text check (length(rate) <= 80),
  bank_iban text not null,
  bank_swift text not null,
  bank_name text not null,
  bank_company_name text not null,
  reference text not null unique check (reference ~ '^PO-[A-Z0-9]+$'),
  bank_reference text check (length(bank_reference) between 1 and 200),
  failure_reason text check (length(failure_reason) between 1 and 500),
  idempotency_key text not null check (length(idempotency_key) between 1 and 200),
  hold_transfer_id text not null unique,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  completed_at timestamptz,
  unique (merchant_id, idempotency_key),
  check ((currency = payout_currency) = (rate is null))
);
create index merchant_payouts_page on merchant_payouts (merchant_id, created_at desc, id desc);
create index merchant_payouts_open on merchant_payouts (brand_id, created_at) where status = 'requested';
