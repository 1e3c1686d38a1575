import type { PlaceSuggestion } from '../../../lib/geo/types';

/** Spec §4: a chosen place is stored as "name, state". */
export function storedPlaceName({ name, state }: Pick<PlaceSuggestion, 'name' | 'state'>): string {
  if (!state || name.toLowerCase().endsWith(state.toLowerCase())) return name;
  return `${name}, ${state}`;
}
