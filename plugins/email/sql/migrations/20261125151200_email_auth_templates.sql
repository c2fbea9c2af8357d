
-- app.bridge_auth_outbox: its definition here was a copy; it is stated once in plugins/email/sql/repeatable/app.bridge_auth_outbox.sql (ADR 040).
