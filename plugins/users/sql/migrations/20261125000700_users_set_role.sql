
-- public.admin_set_user_role: its definition here was a copy; it is stated once in plugins/users/sql/repeatable/public.admin_set_user_role.sql (ADR 040).

