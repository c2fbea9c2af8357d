-- Baseline: the app schema starts empty. The platform (roles, auth schema)
-- comes from server/db/platform on the embedded server and from Supabase
-- itself on a hosted project. Later migrations add the app's tables.
select 1;
