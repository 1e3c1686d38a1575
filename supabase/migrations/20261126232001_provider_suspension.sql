-- SUSPENDED PROVIDERS (issue 28, item 3). An admin can suspend a provider: the provider is then
-- left out of every listing (nearby, directory, search, the panel's deep link) and receives no new
-- request, while existing conversations stay. A suspended provider's public row has no position
-- (the exact one stays in provider_private), so nearby_providers leaves it out through the filter
-- it already has, with the same plan; search_providers and directory_card check suspended_at.

alter table public."service-providers" add column suspended_at timestamptz;

comment on column public."service-providers".suspended_at is
  'When an admin suspended the provider (null: listed); set only by admin_set_provider_suspended().';
