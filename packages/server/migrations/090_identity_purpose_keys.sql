-- Authenticator-app secrets are sealed under their own purpose key (HKDF-SHA256 of the master key
-- TOTP_ENCRYPTION_KEY: server lib/purpose-keys.ts) and stored as `v2.<nonce>.<tag>.<ciphertext>`.
-- Rows sealed before read `v1.…`: they still open (legacy key) and are sealed again as `v2.` at
-- the user's next code check.
alter table user_totp drop constraint user_totp_secret_sealed_check;
alter table user_totp add constraint user_totp_secret_sealed_check
  check ((secret_sealed like 'v1.%' or secret_sealed like 'v2.%') and length(secret_sealed) <= 200);
