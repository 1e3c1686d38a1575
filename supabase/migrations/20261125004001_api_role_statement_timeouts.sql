-- Hosted Supabase limits how long one API statement may run per role; the local backend applies
-- these role settings to every request transaction on both engines (helper C's migration sets the
-- same values).
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
