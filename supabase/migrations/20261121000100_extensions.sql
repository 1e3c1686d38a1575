-- Extensions used by the schema. On hosted Supabase they live in the `extensions` schema.
create extension if not exists pgcrypto with schema extensions;
create extension if not exists cube with schema extensions;
create extension if not exists earthdistance with schema extensions;
