-- Customer timeline events carry the contact's, site's or merged customer's
-- name in `changes` ({"name": [null, "Mary Njeri"]} when added, [name, null]
-- when removed; {"merged": ["Acme Limited", null], "contacts": [null, 2], …} for
-- a merge) instead of `body`: a timeline shows a body as a note under the
-- sentence, and the sentence (plugins/customers/events.ts) already says it.

-- app.customer_children_timeline: its definition here was a copy; it is stated once in plugins/customers/sql/repeatable/app.customer_children_timeline.sql (ADR 040).

-- public.merge_customers: its definition here was a copy; it is stated once in plugins/customers/sql/repeatable/public.merge_customers.sql (ADR 040).
