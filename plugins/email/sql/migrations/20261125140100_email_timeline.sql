-- A message queued about a record shows on that record's timeline (record_events
-- kind 'email.queued', worded by plugins/email/events.ts): "Amina e-mailed
-- client@example.test: Your audit report". Only for a record that exists (a
-- public table with a one-column key, app.can_read_record run as the owner).
-- Same signature and behaviour as in 20261125140000, plus the event.

-- app.queue_email: its definition here was a copy; it is stated once in plugins/email/sql/repeatable/app.queue_email.sql (ADR 040).
