-- Trigger: a new review notifies the provider; a reply notifies the customer.
create or replace function public.notify_review_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  who text;
begin
  if tg_op = 'INSERT' then
    select nullif(public.request_first_name(u.first_name), '') into who from public.users u where u.uuid = new.customer;
    if who is null then
      select nullif(public.request_first_name(m.username), '') into who
      from public.messages m where m.message_id = new.message_id;
    end if;
    perform public.notify(new.provider, 'new_review', new.message_id,
      jsonb_build_object('name', who, 'rating', new.rating), '/dashboard');
  elsif new.reply is not null and new.reply is distinct from old.reply then
    select nullif(public.request_first_name(sp.first_name), '') into who
    from public."service-providers" sp where sp.uuid = new.provider;
    perform public.notify(new.customer, 'review_reply', new.message_id,
      jsonb_build_object('name', who, 'preview', left(new.reply, 140)),
      '/service-providers?provider=' || new.provider::text);
  end if;
  return null;
end
$$;
