-- A provider's own writes keep the done-jobs count the database keeps.
create or replace function public.providers_keep_jobs_done()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    if tg_op = 'INSERT' then
      new.jobs_done := 0;
    else
      new.jobs_done := old.jobs_done;
    end if;
  end if;
  return new;
end
$$;
