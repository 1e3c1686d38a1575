import { parseGazetteer, type Gazetteer } from './gazetteer';

let loading: Promise<Gazetteer> | null = null;

/** The offline gazetteer, fetched as its own chunk the first time a place is looked up. */
export function loadGazetteer(): Promise<Gazetteer> {
  loading ??= import('./india-places.json')
    .then((module) => parseGazetteer(module.default))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
