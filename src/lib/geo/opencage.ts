import { isValidCoordinates } from './coordinates';
import { asArray, asRecord, asString } from './json-fields';
import { GeocodingError, type GeocodeOptions, type ReverseGeocodeResult } from './types';

const REVERSE_URL = 'https://api.opencagedata.com/geocode/v1/json';

/** OpenCage-style reverse geocoding: the first result's road and city ("MG Road, Kochi"). */
export async function opencageReverse(
  latitude: number,
  longitude: number,
  apiKey: string,
  options: GeocodeOptions = {},
): Promise<ReverseGeocodeResult> {
  const url = new URL(REVERSE_URL);
  url.search = new URLSearchParams({ q: `${String(latitude)},${String(longitude)}`, key: apiKey }).toString();
  const response = await fetch(url, { signal: options.signal ?? null, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new GeocodingError(`OpenCage answered ${String(response.status)}`);
  const first = asRecord(asArray(asRecord(await response.json())?.results)[0]);
  const components = asRecord(first?.components);
  if (!first || !components) throw new GeocodingError('OpenCage found no place at this position');
  const road = asString(components.road);
  const city =
    asString(components.city) ||
    asString(components.town) ||
    asString(components.village) ||
    asString(components.county);
  const label = [road, city].filter(Boolean).join(', ') || asString(first.formatted);
  if (!label) throw new GeocodingError('OpenCage found no place at this position');
  if (!isValidCoordinates(latitude, longitude)) throw new GeocodingError('Invalid coordinates');
  return { label, latitude, longitude };
}
