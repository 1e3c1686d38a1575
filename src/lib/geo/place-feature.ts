import { isValidCoordinates } from './coordinates';
import type { GazetteerPlace } from './gazetteer/gazetteer';
import { asNumber, asRecord, asString } from './json-fields';
import type { PlaceSuggestion } from './types';

/** A place as the Geoapify autocomplete API and component exchange it (a GeoJSON feature). */
export interface PlaceFeature {
  type: 'Feature';
  properties: Record<string, unknown>;
  geometry: { type: 'Point'; coordinates: [number, number] };
}

export interface PlaceFeatureCollection {
  type: 'FeatureCollection';
  features: PlaceFeature[];
}

const GAZETTEER_ID = /^gazetteer:/;

/** A gazetteer town in the shape of a Geoapify result, so the component can show and return it. */
export function gazetteerFeature(place: GazetteerPlace): PlaceFeature {
  const formatted = place.state ? `${place.name}, ${place.state}, India` : `${place.name}, India`;
  return {
    type: 'Feature',
    properties: {
      place_id: place.id,
      name: place.name,
      city: place.name,
      state: place.state,
      country: 'India',
      country_code: 'in',
      formatted,
      lat: place.latitude,
      lon: place.longitude,
      result_type: 'city',
      datasource: { sourcename: 'gazetteer' },
    },
    geometry: { type: 'Point', coordinates: [place.longitude, place.latitude] },
  };
}

export function featureCollection(features: PlaceFeature[]): PlaceFeatureCollection {
  return { type: 'FeatureCollection', features };
}

/** A chosen feature (from Geoapify or the gazetteer) as a place; null when it has no usable position or name. */
export function placeFromFeature(feature: unknown): PlaceSuggestion | null {
  const properties = asRecord(asRecord(feature)?.properties);
  if (!properties) return null;
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
  if (!name) return null;
  const id = asString(properties.place_id) || `${String(latitude)},${String(longitude)}`;
  return {
    id,
    name,
    state,
    formatted: asString(properties.formatted) || [name, state].filter(Boolean).join(', '),
    latitude,
    longitude,
    source: GAZETTEER_ID.test(id) ? 'gazetteer' : 'geoapify',
  };
}
