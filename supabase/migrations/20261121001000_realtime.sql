-- REALTIME: tables whose changes are streamed to subscribers (RLS decides who sees what).
alter publication supabase_realtime add table public.messages, public.chat_messages;
