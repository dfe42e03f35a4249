-- Refunds (merchants module) of a paid-late payment the merchant refuses (everything paid) or of an
-- overpayment's excess, to the customer's address. Booked as a ledger hold merchant_payable →
-- chain_clearing (hold_transfer_id) paid by the chains module's send (chain_sends, send_id): the
-- hold is posted when the send is confirmed and voided when it fails (the coins are back in
-- merchant_payable and a new refund may be asked for). One active refund per payment.
create table merchant_refunds (
  id text primary key check (id ~ '^mrf_[a-z0-9]+$'),
  payment_id text not null references merchant_payments (id),
  merchant_id text not null references merchants (id),
  reason text not null check (reason in ('paid_late', 'paid_over')),
  coin text not null check (coin in ('BTC', 'LTC', 'ETH', 'BCH', 'USDT', 'USDC')),
  amount numeric(38, 0) not null check (amount > 0),
  address text not null check (length(address) between 20 and 200),
  chain text not null check (chain in ('BTC', 'LTC', 'BCH', 'ETH')),
  network text not null check (network in ('mainnet', 'testnet', 'regtest', 'simulated')),
  hold_transfer_id text not null unique,
  send_id text,
  status text not null check (status in ('requested', 'broadcast', 'sent', 'failed')),
  txid text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index merchant_refunds_one_active on merchant_refunds (payment_id) where status <> 'failed';
create index merchant_refunds_open on merchant_refunds (created_at) where status in ('requested', 'broadcast');

-- What is out of merchant_payable for active refunds: settlement moves only
-- confirmed − settled − fee − refunded to the merchant.
alter table merchant_payments add column refunded_amount numeric(38, 0) not null default 0 check (refunded_amount >= 0);
