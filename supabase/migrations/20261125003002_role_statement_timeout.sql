-- TIME LIMITS: the API roles' statement timeouts as hosted Supabase sets them. PostgreSQL applies
-- a role's settings when a session logs in as that role; PostgREST (and the local backend) apply
-- them when a request switches to the role.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
