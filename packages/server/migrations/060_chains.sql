-- Chains module: what the chain watchers have seen (deposits with their confirmation state machine),
-- where each watcher stopped (restart-safe cursor plus the recent block hashes used to find a
-- reorganisation's fork point), operator alerts, and send requests paid out from ledger holds.
-- Amounts are base units of the asset (NUMERIC(38,0)), as everywhere else.

-- One watcher per (chain, network): the last block it fully processed. A worker holds the lease
-- (lease_owner, lease_until) while it runs a cycle, so two workers never scan the same chain at once.
create table chain_cursors (
  chain text not null check (chain in ('BTC', 'LTC', 'BCH', 'ETH')),
  network text not null check (network in ('mainnet', 'testnet', 'regtest', 'simulated')),
  height bigint not null check (height >= -1),
  hash text not null check (length(hash) between 1 and 100),
  lease_owner text,
  lease_until timestamptz,
  updated_at timestamptz not null default now(),
  primary key (chain, network)
);

-- The hashes of the last processed blocks (a bounded window, pruned as the cursor moves): after a
-- reorganisation the deepest height whose stored hash the node still reports is the fork point.
create table chain_blocks (
  chain text not null,
  network text not null,
  height bigint not null check (height >= 0),
  hash text not null check (length(hash) between 1 and 100),
  primary key (chain, network, height),
  foreign key (chain, network) references chain_cursors (chain, network)
);

-- A deposit per (chain, network, txid, kind, output or log index): a UTXO output, the native value
-- of an EVM transaction (index 0) or an ERC-20 Transfer log (its log index).
--   detected    seen with 0 confirmations (mempool, or a block not yet counted)
--   confirming  in a block, confirmations < required
--   credited    the ledger transfer whose id is this deposit's id exists (exactly once)
--   dust        below the coin's dust threshold: recorded, never credited
--   replaced    gone before crediting (replaced, double-spent, evicted or reorganised away)
--   reversed    gone after crediting: the credit was reversed by ledger transfer 'rev_' || id
create table chain_deposits (
  id text primary key check (id ~ '^dep_[a-z0-9]+$'),
  chain text not null check (chain in ('BTC', 'LTC', 'BCH', 'ETH')),
  network text not null check (network in ('mainnet', 'testnet', 'regtest', 'simulated')),
  asset text not null check (asset in ('BTC', 'LTC', 'BCH', 'ETH', 'USDT', 'USDC')),
  txid text not null check (length(txid) between 1 and 100),
  kind text not null check (kind in ('utxo', 'native', 'token')),
  output_index integer not null check (output_index >= 0),
  address text not null check (length(address) between 20 and 200),
  brand_id text not null references brands (id),
  user_id text not null references users (id),
  amount numeric(38, 0) not null check (amount > 0),
  status text not null check (status in ('detected', 'confirming', 'credited', 'dust', 'replaced', 'reversed')),
  block_hash text,
  block_height bigint,
  confirmations integer not null default 0 check (confirmations >= 0),
  required_confirmations integer not null check (required_confirmations >= 1),
  -- Consecutive watcher checks that found the transaction nowhere (neither in a block nor in the mempool).
  missing_checks integer not null default 0,
  -- Set while a credited deposit's block has been reorganised away and the transaction is not yet back in a block.
  orphaned_at timestamptz,
  ledger_transfer_id text unique,
  transaction_id text,
  credited_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (chain, network, txid, kind, output_index),
  constraint chain_deposits_block check ((block_hash is null) = (block_height is null))
);

create index chain_deposits_open on chain_deposits (chain, network, status)
  where status in ('detected', 'confirming') or orphaned_at is not null;
create index chain_deposits_by_user on chain_deposits (user_id, created_at desc);

-- What happened to each deposit, in order (detected, confirming, credited, dust, replaced,
-- orphaned, reversed, …). No notification template exists for deposits yet, so this is the record
-- a notifier or a live view reads; the watcher also calls its in-process listener.
create table chain_deposit_events (
  id bigint generated always as identity primary key,
  deposit_id text not null references chain_deposits (id),
  type text not null check (type ~ '^[a-z][a-z_]{0,39}$'),
  confirmations integer not null default 0,
  created_at timestamptz not null default now()
);

create index chain_deposit_events_by_deposit on chain_deposit_events (deposit_id, id);

-- Conditions an operator must look at: a reorganisation that removed a credited deposit, a
-- reversal the user's balance could not cover, a fork deeper than the stored window.
create table chain_alerts (
  id bigint generated always as identity primary key,
  chain text not null,
  network text not null,
  type text not null check (type ~ '^[a-z][a-z_]{0,39}$'),
  deposit_id text references chain_deposits (id),
  detail text not null default '' check (length(detail) <= 2000),
  created_at timestamptz not null default now(),
  resolved_at timestamptz
);

create index chain_alerts_open on chain_alerts (created_at) where resolved_at is null;

-- Coins the platform pays out. Created only against an existing ledger hold (a pending transfer
-- from the payer's account to the chain clearing account); the hold is posted when the payment
-- confirms and voided when it definitely failed.
--   queued     recorded, nothing sent yet
--   broadcast  handed to the node (txid known)
--   confirmed  enough confirmations; the hold is posted
--   failed     never sent (refused by the node before broadcast); the hold is voided
create table chain_sends (
  id text primary key check (id ~ '^snd_[a-z0-9]+$'),
  chain text not null check (chain in ('BTC', 'LTC', 'BCH', 'ETH')),
  network text not null check (network in ('mainnet', 'testnet', 'regtest', 'simulated')),
  asset text not null check (asset in ('BTC', 'LTC', 'BCH', 'ETH', 'USDT', 'USDC')),
  to_address text not null check (length(to_address) between 20 and 200),
  amount numeric(38, 0) not null check (amount > 0),
  hold_transfer_id text not null unique,
  status text not null check (status in ('queued', 'broadcast', 'confirmed', 'failed')),
  -- EVM: the nonce and the signed transaction are stored before the first broadcast, so a retry
  -- rebroadcasts the very same transaction (same hash) and can never pay twice.
  nonce bigint,
  raw_transaction text,
  txid text,
  attempts integer not null default 0 check (attempts >= 0),
  -- While one worker pays this send nobody else may (two "look, then pay" attempts must not overlap).
  locked_until timestamptz,
  last_error text check (length(last_error) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create index chain_sends_open on chain_sends (chain, network, status) where status in ('queued', 'broadcast');

-- The next nonce of each EVM hot wallet, allocated in the database so concurrent senders never share one.
create table chain_nonces (
  chain text not null,
  network text not null,
  address text not null,
  next_nonce bigint not null check (next_nonce >= 0),
  primary key (chain, network, address)
);

-- Address lookups of the watcher go through this index on the wallets module's table: one probe
-- per output of a block, whatever the number of watched addresses.
create index deposit_addresses_lower_address on deposit_addresses (lower(address));

-- The simulated chain of test mode (one per coin family), kept in the database so an API process
-- (which takes test payments) and a worker process (which mines blocks and watches) share it.
create table chain_sim_blocks (
  chain text not null check (chain in ('BTC', 'LTC', 'BCH', 'ETH')),
  height bigint not null check (height >= 0),
  hash text not null unique check (hash ~ '^[0-9a-f]{64}$'),
  previous_hash text,
  created_at timestamptz not null default now(),
  primary key (chain, height)
);

create table chain_sim_transactions (
  txid text primary key check (txid ~ '^[0-9a-f]{64}$'),
  chain text not null check (chain in ('BTC', 'LTC', 'BCH', 'ETH')),
  asset text not null check (asset in ('BTC', 'LTC', 'BCH', 'ETH', 'USDT', 'USDC')),
  address text not null check (length(address) between 20 and 200),
  amount numeric(38, 0) not null check (amount > 0),
  -- null while waiting in the simulated mempool
  block_height bigint,
  created_at timestamptz not null default now()
);

create index chain_sim_transactions_pending on chain_sim_transactions (chain) where block_height is null;
create index chain_sim_transactions_by_block on chain_sim_transactions (chain, block_height);

-- Collection of ETH and ERC-20 funds from deposit addresses to the platform's collection address.
--   planned      funds seen on the address, worth collecting
--   topping_up   (tokens) the hot wallet sent the address the gas the token transfer needs
--   ready        the address can pay its own gas
--   sweeping     the signed sweep transaction is stored and broadcast (rebroadcast as is on retry)
--   swept        mined with success, confirmed, and its Transfer (or value) to the collection address checked
--   failed       reverted on chain; an operator alert says why
create table chain_sweeps (
  id text primary key check (id ~ '^swp_[a-z0-9]+$'),
  network text not null check (network in ('mainnet', 'testnet', 'regtest', 'simulated')),
  asset text not null check (asset in ('ETH', 'USDT', 'USDC')),
  deposit_address_id text not null references deposit_addresses (id),
  from_address text not null,
  to_address text not null,
  amount numeric(38, 0) not null check (amount > 0),
  status text not null check (status in ('planned', 'topping_up', 'ready', 'sweeping', 'swept', 'failed')),
  topup_txid text,
  topup_raw text,
  sweep_txid text,
  sweep_raw text,
  last_error text check (length(last_error) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- At most one open sweep per address and asset.
create unique index chain_sweeps_one_open on chain_sweeps (deposit_address_id, asset) where status not in ('swept', 'failed');
