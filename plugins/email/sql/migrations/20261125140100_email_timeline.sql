
-- app.queue_email: its definition here was a copy; it is stated once in plugins/email/sql/repeatable/app.queue_email.sql (ADR 040).
