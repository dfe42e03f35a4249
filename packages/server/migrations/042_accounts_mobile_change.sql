-- A verified mobile number changes only through a code sent to the new number (after a step-up):
-- one more purpose of one-time codes.
alter table one_time_codes drop constraint one_time_codes_purpose_check;
alter table one_time_codes add constraint one_time_codes_purpose_check check (
  purpose in (
    'email_verification', 'sms_verification', 'login_otp', 'login_by_email', 'withdrawal_otp',
    'registration_email', 'registration_sms', 'email_change', 'mobile_change'
  )
);
