-- Rate snapshots (rates module): one row per observed price of a canonical pair QUOTE_BASE
-- (EUR_BTC = EUR per 1 BTC). Inverse pairs are derived when read, never stored.
create table rate_snapshots (
  id bigint generated always as identity primary key,
  pair text not null check (pair ~ '^(USD|GBP|EUR|AUD|CAD|CHF)_(BTC|LTC|ETH|BCH|USDT|USDC)$'),
  -- Exact decimal, 18 fraction digits (rate units of rate.ts); never a float.
  rate numeric(38, 18) not null check (rate > 0),
  source text not null check (source ~ '^[a-z0-9_-]{1,40}$'),
  observed_at timestamptz not null,
  recorded_at timestamptz not null default now()
);

-- Latest-rate and chart-history reads walk one pair backwards in time.
create index rate_snapshots_pair_observed_at on rate_snapshots (pair, observed_at desc);

-- A refresh that sees the same observation again (same bucket, retried run) stores it once.
create unique index rate_snapshots_observation on rate_snapshots (pair, source, observed_at);
