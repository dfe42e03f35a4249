-- The ledger's single-transfer path, faster (bench/README.md, "Single-transfer fast path").
--
-- Account rows are updated on every transfer; with full pages each update is a new row version on
-- another page, so all three account indexes get a new entry. Free space in each page lets
-- PostgreSQL update in place of the page (HOT: no index entry), as pgbench's small tables do. The
-- setting applies to pages written from now on (a `VACUUM FULL ledger_accounts` in a quiet moment
-- applies it to the existing ones).
--
-- This migration also gave ledger_create_transfers a direct path for a batch of one immediate or
-- pending transfer. The ledger's SQL functions live in R__ledger_functions.sql now, a repeatable
-- migration applied after the versioned ones (src/db/migrate.ts); that function is
-- ledger_create_transfers_in_order there.

alter table ledger_accounts set (fillfactor = 70);
alter table ledger_pending_transfers set (fillfactor = 80);
