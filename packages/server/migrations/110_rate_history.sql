-- Price history of the market coins and fiat currencies (rates module), in US dollars per 1 unit
-- of `asset`, at the granularities of the markets pages: 5-minute points for a day, hourly up to
-- 90 days, daily beyond (resolution '5m', '1h', '1d'). A point holds the last price observed in
-- its bucket [bucket_start, bucket_start + resolution). A price in another fiat is the coin's
-- dollar price over the fiat's dollar price at the same point (US dollars themselves are 1, not stored).
create table rate_history (
  asset text not null check (asset ~ '^[A-Z0-9]{2,10}$'),
  resolution text not null check (resolution in ('5m', '1h', '1d')),
  bucket_start timestamptz not null,
  -- Exact decimal, 18 fraction digits (rate units of rate.ts); never a float.
  usd_price numeric(38, 18) not null check (usd_price > 0),
  -- What the source gives (null otherwise): traded value over the last 24 hours, market capitalisation.
  volume_24h_usd numeric(38, 2) check (volume_24h_usd >= 0),
  market_cap_usd numeric(38, 2) check (market_cap_usd >= 0),
  source text not null check (source ~ '^[a-z0-9_-]{1,40}$'),
  -- When the stored price was observed: a later observation in the same bucket replaces it.
  observed_at timestamptz not null,
  primary key (asset, resolution, bucket_start)
);

-- The markets list reads the newest point of every asset at one resolution.
create index rate_history_resolution_bucket on rate_history (resolution, bucket_start desc);
