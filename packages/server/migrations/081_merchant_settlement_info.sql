-- Settlement info of spec §3 (merchants module): the merchant's bank account that payouts go to.
-- IBAN (mod-97 checked by core/banking before it is stored) in electronic format and the BIC upper
-- case; one row per merchant, replaced whole by PATCH /users/updateSettlementInfo.
create table merchant_settlement_info (
  merchant_id text primary key references merchants (id),
  bank_iban text not null check (bank_iban ~ '^[A-Z]{2}[0-9]{2}[A-Z0-9]{1,30}$'),
  bank_swift text not null check (bank_swift ~ '^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$'),
  bank_name text not null check (length(bank_name) between 1 and 200),
  bank_address text not null check (length(bank_address) between 1 and 500),
  bank_company_name text not null check (length(bank_company_name) between 1 and 200),
  bank_company_registered_address text not null check (length(bank_company_registered_address) between 1 and 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
