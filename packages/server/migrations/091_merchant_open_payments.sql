-- The unpaid payments of one merchant, counted before each new payment (MERCHANT_MAX_OPEN_PAYMENTS):
-- without this index the count would read every payment the merchant ever had.
create index merchant_payments_unpaid_by_merchant on merchant_payments (merchant_id, mode)
  where status = 'awaiting_currency' or (status = 'new' and amount_paid = 0);
