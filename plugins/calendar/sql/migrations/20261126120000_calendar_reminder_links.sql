-- Calendar reminders open the event, not only its day: the notification's link names the occurrence too
-- (/dashboard/calendar?date=2026-11-30&event=<id>&occurrence=2026-11-30T06:00:00.000Z), and the calendar page
-- opens that occurrence's dialog from the URL. `occurrence` is the occurrence's ORIGINAL start (the key of
-- calendar_event_exceptions, in the same ISO form the screen uses), `date` the company-zone day it now starts
-- on (a moved occurrence opens on its new day). Replaces the function of 20261125170100; same rules otherwise.

-- app.calendar_send_reminders: its definition here was a copy; it is stated once in plugins/calendar/sql/repeatable/app.calendar_send_reminders.sql (ADR 040).
