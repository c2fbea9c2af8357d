-- Auth mail through the branded templates (ADR 017): app.bridge_auth_outbox()
-- as in 20261125140000, plus template_data, so the sender renders the
-- 'auth.<type>' template (confirmation, recovery, e-mail change, magic link,
-- re-authentication, invitation) with the link and code it unseals only at
-- delivery time. A type without a template keeps auth's own text body.

-- app.bridge_auth_outbox: its definition here was a copy; it is stated once in plugins/email/sql/repeatable/app.bridge_auth_outbox.sql (ADR 040).
