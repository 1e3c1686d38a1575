import { isValidCoordinates } from './coordinates';
import { asArray, asNumber, asRecord, asString } from './json-fields';
import { GeocodingError, type GeocodeOptions, type PlaceSuggestion } from './types';

const AUTOCOMPLETE_URL = 'https://api.geoapify.com/v1/geocode/autocomplete';
const PLACE_DETAILS_URL = 'https://api.geoapify.com/v2/place-details';
export const SUGGESTION_LIMIT = 5;

async function getJson(url: URL, options: GeocodeOptions): Promise<unknown> {
  const response = await fetch(url, { signal: options.signal ?? null, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new GeocodingError(`Geoapify answered ${String(response.status)}`);
  return response.json() as Promise<unknown>;
}

/** One GeoJSON feature's properties as a suggestion; null when it has no usable position. */
function toSuggestion(properties: Record<string, unknown>): PlaceSuggestion | null {
  const latitude = asNumber(properties.lat);
  const longitude = asNumber(properties.lon);
  if (latitude === null || longitude === null || !isValidCoordinates(latitude, longitude)) return null;
  const state = asString(properties.state);
  const name =
    asString(properties.name) ||
    asString(properties.address_line1) ||
    asString(properties.city) ||
    asString(properties.county) ||
    state;
  const formatted = asString(properties.formatted) || [name, state].filter(Boolean).join(', ');
  if (!name) return null;
  return {
    id: asString(properties.place_id) || `${String(latitude)},${String(longitude)}`,
    name,
    state,
    formatted,
    latitude,
    longitude,
    source: 'geoapify',
  };
}

function featureProperties(body: unknown): Record<string, unknown>[] {
  return asArray(asRecord(body)?.features)
    .map((feature) => asRecord(asRecord(feature)?.properties))
    .filter((properties): properties is Record<string, unknown> => properties !== null);
}

/** Geoapify address autocomplete: Indian places only, English names, five at most. */
export async function geoapifyAutocomplete(
  text: string,
  apiKey: string,
  options: GeocodeOptions = {},
): Promise<PlaceSuggestion[]> {
  const url = new URL(AUTOCOMPLETE_URL);
  url.search = new URLSearchParams({
    text,
    apiKey,
    limit: String(SUGGESTION_LIMIT),
    lang: 'en',
    filter: 'countrycode:in',
  }).toString();
  const suggestions = featureProperties(await getJson(url, options))
    .map(toSuggestion)
    .filter((suggestion): suggestion is PlaceSuggestion => suggestion !== null);
  return suggestions.slice(0, SUGGESTION_LIMIT);
}

/** Geoapify place details for a suggestion's place_id; throws when the service cannot help. */
export async function geoapifyPlaceDetails(
  placeId: string,
  apiKey: string,
  options: GeocodeOptions = {},
): Promise<PlaceSuggestion> {
  const url = new URL(PLACE_DETAILS_URL);
  url.search = new URLSearchParams({ id: placeId, apiKey, lang: 'en' }).toString();
  const features = featureProperties(await getJson(url, options));
  const details = features.find((properties) => properties.feature_type === 'details') ?? features[0];
  const place = details ? toSuggestion(details) : null;
  if (!place) throw new GeocodingError('Geoapify returned no details for this place');
  return { ...place, id: placeId };
}
