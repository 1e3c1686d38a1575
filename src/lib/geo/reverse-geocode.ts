import { geocoder } from './geocoder';
import type { GeocodeOptions, ReverseGeocodeResult } from './types';

/** A position in words: OpenCage's "road, city" when configured, else the nearest towns offline. */
export function reverseGeocode(
  latitude: number,
  longitude: number,
  options?: GeocodeOptions,
): Promise<ReverseGeocodeResult> {
  return geocoder.reverseGeocode(latitude, longitude, options);
}
