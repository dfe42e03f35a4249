-- Closing the chain integration (chains module README): pending deposits in the user's
-- transactions list, gas booked in the ledger, and EVM nonces a node refused handed out again.

-- Wallets module: a chain transaction's hash and its confirmations (n of required) on the
-- user-facing row, so a deposit shows while it confirms. Null for rows that are not on a chain.
alter table transactions
  add column txid text check (length(txid) between 1 and 100),
  add column confirmations integer check (confirmations >= 0),
  add column required_confirmations integer check (required_confirmations >= 1);

-- Ledger: network_fee, the platform's expense for the gas (fees) its own chain transactions pay
-- (sweeps, gas top-ups, EVM sends). Debit-normal like the clearing accounts (its balance is debits
-- minus credits), no limit: gas moves it from chain_clearing, which it mirrors.
alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check check (
  kind in ('user', 'merchant_payable', 'liquidity', 'fee_revenue', 'chain_clearing', 'bank_clearing', 'psp_clearing',
    'network_fee')
);

-- Chains module: every nonce handed out from chain_nonces, with what holds it (a send id, or a
-- sweep's gas top-up 'swp_…:topup'). A nonce the node certainly refused (an error answer, and the
-- node does not know the transaction) is released; the next allocation takes the lowest released
-- nonce the node has not used instead of a new one, so a refusal leaves no gap. Released nonces
-- below the node's pending count were used by something else and are dropped.
--   allocated  held by `holder`, signed (maybe broadcast, maybe mined)
--   released   never accepted by the node; free for the next allocation
create table chain_nonce_allocations (
  chain text not null,
  network text not null,
  address text not null,
  nonce bigint not null check (nonce >= 0),
  holder text not null check (length(holder) between 1 and 100),
  status text not null check (status in ('allocated', 'released')),
  updated_at timestamptz not null default now(),
  primary key (chain, network, address, nonce),
  foreign key (chain, network, address) references chain_nonces (chain, network, address)
);

create index chain_nonce_allocations_released on chain_nonce_allocations (chain, network, address, nonce)
  where status = 'released';

-- The hot-wallet nonce of a sweep's gas top-up, so a refused top-up can give exactly that nonce back.
alter table chain_sweeps add column topup_nonce bigint check (topup_nonce >= 0);
