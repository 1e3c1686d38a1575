-- The provider's phone for the caller, when the provider lets them have it; otherwise null.
create or replace function public.provider_phone(provider uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select nullif(p.phonenumber, '')
    from public.provider_private p
   where p.uuid = provider
     and (
       p.uuid = (select auth.uid())
       or p.phone_visibility = 'everyone'
       or (p.phone_visibility = 'accepted' and exists (
             select 1 from public.messages m
              where m."from" = (select auth.uid()) and m."to" = provider and m.is_chat))
     )
$$;
