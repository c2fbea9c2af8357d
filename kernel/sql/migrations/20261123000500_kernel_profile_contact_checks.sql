-- What "Your profile" asks of a name and a phone number is a rule of the
-- table, not only of the form: a REST call must not store a blank name or a
-- phone number nobody can dial. The form (kernel/shell/profile-form.ts)
-- checks the same before sending. NOT VALID: rows written before this rule
-- are left as they are; every insert and update from now on is checked.
-- Phones written by the auth trigger come from GoTrue (digits, optional +),
-- so they pass.

alter table public.profiles
  add constraint profiles_full_name_not_blank check (full_name is null or btrim(full_name) <> '') not valid,
  add constraint profiles_phone_dialable check (phone is null or phone ~ '^\+?[0-9][0-9 ()-]{5,}$') not valid;
