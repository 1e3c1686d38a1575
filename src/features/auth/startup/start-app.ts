import type { User } from '@supabase/supabase-js';
import { reverseGeocode } from '../../../lib/geo/reverse-geocode';
import { getDevicePosition, PositionError } from '../../../lib/geo/device-position';
import { supabase } from '../../../lib/supabase';
import { isJob, userLoaded, userSignedOut } from '../../../store/auth-user-slice';
import type { AppStore } from '../../../store/store';
import { locationDetected } from '../../../store/user-location-slice';
import { authApi } from '../api/auth-api';
import { detailsOf, isSocialUser, jobOf } from '../lib/auth-user';

/** How long the first screen waits for the device position before it shows anyway. */
const LOCATION_WAIT_MS = 3000;
const POSITION_TIMEOUT_MS = 10_000;

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function fetchCurrentUser(store: AppStore): Promise<User | null | 'failed'> {
  const request = store.dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true }));
  try {
    const result = await request;
    return result.isError ? 'failed' : (result.data ?? null);
  } finally {
    request.unsubscribe();
  }
}

/** Device position → place name → the person's row, unless they picked their place by hand. */
async function detectLocation(store: AppStore, uuid: string, isProvider: boolean): Promise<void> {
  if (store.getState().userLocation.isEdited) return;
  try {
    const { latitude, longitude } = await getDevicePosition(POSITION_TIMEOUT_MS);
    const place = await reverseGeocode(latitude, longitude);
    if (store.getState().userLocation.isEdited || store.getState().authUser.uuid !== uuid) return;
    store.dispatch(
      locationDetected({ currentLocation: place.label, latitude: place.latitude, longitude: place.longitude }),
    );
    await store
      .dispatch(
        authApi.endpoints.saveDetectedLocation.initiate({
          uuid,
          isProvider,
          location: place.label,
          latitude: place.latitude,
          longitude: place.longitude,
        }),
      )
      .unwrap();
  } catch (error) {
    // A refused or unknown position is an answer, not a fault: the header then offers "Set your location".
    if (error instanceof PositionError) console.info(`[mistri] No device location (${error.reason})`);
    else console.error('[mistri] Error fetching location', error);
  }
}

/** A new device (or a cleared browser) starts from the place saved on the person's row. */
async function restoreSavedLocation(store: AppStore, uuid: string, isProvider: boolean): Promise<void> {
  const request = store.dispatch(authApi.endpoints.getStoredLocation.initiate({ uuid, isProvider }));
  try {
    const { data } = await request;
    if (data) {
      store.dispatch(
        locationDetected({ currentLocation: data.location, latitude: data.latitude, longitude: data.longitude }),
      );
    }
  } finally {
    request.unsubscribe();
  }
}

let listening = false;

/** Keeps the store in step when the session ends elsewhere (another tab, an expired refresh token). */
function followSignOuts(store: AppStore): void {
  if (listening) return;
  listening = true;
  supabase.auth.onAuthStateChange((event) => {
    if (event === 'SIGNED_OUT' && store.getState().authUser.uuid) store.dispatch(userSignedOut());
  });
}

/**
 * Reads the signed-in person and records them in the store: uuid, job and details; writes the
 * profile row a social sign-up (or an older, half-made e-mail sign-up) still lacks; then looks up the device's place (waiting for it only briefly).
 */
export async function loadSignedInUser(store: AppStore): Promise<void> {
  followSignOuts(store);
  const user = await fetchCurrentUser(store);
  if (user === 'failed') return;
  if (!user) {
    if (store.getState().authUser.uuid) store.dispatch(userSignedOut());
    return;
  }
  const metadata = jobOf(user);
  const userDetails = detailsOf(user);
  if (store.getState().authUser.uuid && store.getState().authUser.uuid !== user.id) store.dispatch(userSignedOut());
  store.dispatch(userLoaded({ uuid: user.id, metadata, userDetails }));

  if (!isSocialUser(user)) {
    await store
      .dispatch(authApi.endpoints.completeProfile.initiate())
      .unwrap()
      .catch(() => undefined);
  } else if (!isJob(metadata)) {
    await store
      .dispatch(
        authApi.endpoints.ensureSocialUserRow.initiate({
          uuid: user.id,
          email: userDetails.email,
          name: userDetails.fullName,
          profileLink: userDetails.avatarUrl,
        }),
      )
      .unwrap()
      .catch(() => undefined);
  }

  if (!store.getState().userLocation.currentLocation) await restoreSavedLocation(store, user.id, isJob(metadata));
  await Promise.race([detectLocation(store, user.id, isJob(metadata)), wait(LOCATION_WAIT_MS)]);
}

/** After reading a session from the address, the client leaves a bare "#" behind; tidy it away. */
function dropEmptyHash(): void {
  if (window.location.href.endsWith('#')) {
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  }
}

/** The startup of spec §4; never rejects, so the app always renders afterwards. */
export async function startApp(store: AppStore): Promise<void> {
  try {
    await loadSignedInUser(store);
    dropEmptyHash();
  } catch (error) {
    console.error('[mistri] Startup failed', error);
  }
}
