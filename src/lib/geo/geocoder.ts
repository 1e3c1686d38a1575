import { env } from '../../config/env';
import { createGeocoder } from './create-geocoder';

/** The app's geocoder: online services when their keys are configured, the offline gazetteer otherwise. */
export const geocoder = createGeocoder({
  geoapifyKey: env.VITE_GEOAPIFY_KEY,
  opencageKey: env.VITE_OPENCAGE_KEY,
  onFallback: (service, error) => {
    console.error(`[mistri] ${service} failed, using the offline gazetteer:`, error);
  },
});
