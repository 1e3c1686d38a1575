-- The search words of q: lower case, single spaces, zero-width joiners dropped, "near me" taken
-- out (near_me says whether it was there) and each listed word replaced by its meaning.
create or replace function public.directory_query(q text)
returns table (needle text, near_me boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  padded text := ' ' || btrim(regexp_replace(
    translate(lower(coalesce(q, '')), U&',.!?\200C\200D', '    '), '\s+', ' ', 'g')) || ' ';
  phrase text;
  word text;
  meaning text;
  words text[] := '{}';
begin
  near_me := false;
  for phrase in
    select s.term from public.directory_synonyms s where s.kind = 'near' order by char_length(s.term) desc, s.term
  loop
    if position(' ' || phrase || ' ' in padded) > 0 then
      padded := replace(padded, ' ' || phrase || ' ', ' ');
      near_me := true;
    end if;
  end loop;
  foreach word in array string_to_array(btrim(padded), ' ') loop
    select s.meaning into meaning from public.directory_synonyms s where s.term = word and s.kind <> 'near';
    words := words || coalesce(meaning, word);
  end loop;
  needle := array_to_string(words, ' ');
  return next;
end
$$;
