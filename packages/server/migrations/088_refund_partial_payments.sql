-- Refunds of a partial payment (merchants module): a payment that expired (or went invalid) after the
-- customer paid only part of it never settles, so what was confirmed stays in merchant_payable until
-- the merchant refunds it to the customer (reason paid_partial, everything confirmed and not refunded).
-- 084 declared the reason check inline, so it has PostgreSQL's default name.
alter table merchant_refunds drop constraint merchant_refunds_reason_check;
alter table merchant_refunds
  add constraint merchant_refunds_reason_check check (reason in ('paid_late', 'paid_over', 'paid_partial'));
