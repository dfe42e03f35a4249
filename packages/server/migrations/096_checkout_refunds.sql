-- Refunds and the operator's delivery queue of the guest checkout (checkout module, issue 16).
-- refund_started_at: an operator started a refund of the order; the delivery job never starts a send
-- after it (the order row is locked by both, so a send and a refund never overlap).
-- hold_transfer_id: the ledger hold the delivery's send pays from; null is the order's own hold
-- (ckh_<quote id>). A retry after a failed send (its hold was voided) holds the coins again under a
-- new id.
alter table checkout_deliveries add column refund_started_at timestamptz;
alter table checkout_deliveries add column hold_transfer_id text check (length(hold_transfer_id) <= 80);
drop index checkout_deliveries_due;
create index checkout_deliveries_due on checkout_deliveries (next_attempt_at)
  where not needs_operator and refund_started_at is null;
create index checkout_deliveries_updated on checkout_deliveries (updated_at);
