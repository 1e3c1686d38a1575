-- Offline chat outbox (issue 11): every chat message carries the id its sender's device gave it,
-- unique across the table, so sending the same message again (a retry after a lost answer, a
-- second tab draining the same outbox) never stores it twice. Older rows have none.
alter table public.chat_messages add column client_id uuid;

alter table public.chat_messages
  add constraint chat_messages_client_id_key unique (client_id);

comment on column public.chat_messages.client_id is
  'The id the sending device gave the message; a repeated send with the same id is refused (23505).';

grant insert (client_id) on table public.chat_messages to authenticated;
