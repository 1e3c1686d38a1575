export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** One place offered by the location autocomplete. */
export interface PlaceSuggestion extends Coordinates {
  id: string;
  /** The place itself: a town, a locality or an address line. */
  name: string;
  state: string;
  /** The full text shown in the list and in the confirm dialog. */
  formatted: string;
  source: 'geoapify' | 'gazetteer';
}

/** A device position put into words ("road, city"-style). */
export interface ReverseGeocodeResult extends Coordinates {
  label: string;
}

export interface GeocodeOptions {
  signal?: AbortSignal;
}

/** A geocoding service failed or answered with something unusable. */
export class GeocodingError extends Error {
  override name = 'GeocodingError';
}
