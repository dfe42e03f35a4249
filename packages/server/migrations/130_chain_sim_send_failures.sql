-- Test mode only: destination addresses whose sends on the simulated chain are switched to fail
-- (POST /api/test-mode/chain/send-failures), so a failed delivery and its operator retry can be
-- shown end to end. Kept in the database, as the simulated chain is, so the API process that takes
-- the switch and the worker that sends share it. The simulated sender refuses a send to an address
-- listed here (the send fails, its hold is voided); clearing the switch deletes the row.
create table chain_sim_send_failures (
  address text primary key check (address = lower(address) and length(address) between 20 and 200),
  reason text not null check (length(reason) between 1 and 200),
  created_at timestamptz not null default now()
);
