
-- app.calendar_send_reminders: its definition here was a copy; it is stated once in plugins/calendar/sql/repeatable/app.calendar_send_reminders.sql (ADR 040).
