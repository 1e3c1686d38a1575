import type { User } from '@supabase/supabase-js';
import { distanceKm } from '../../../lib/geo/coordinates';
import { reverseGeocode } from '../../../lib/geo/reverse-geocode';
import { getDevicePosition, PositionError } from '../../../lib/geo/device-position';
import { supabase } from '../../../lib/supabase';
import { userLoaded, userSignedOut } from '../../../store/auth-user-slice';
import { isJob } from '../../../lib/domain/job';
import type { AppStore } from '../../../store/store';
import { locationDetected, locationRestored, locationSuggested } from '../../../store/user-location-slice';
import { baseApi } from '../../../lib/api/base-api';
import { authApi } from '../api/auth-api';
import { readAssurance } from '../api/mfa-api';
import { setSecondFactorPending } from '../lib/pending-second-factor';
import { needsSecondFactor } from '../lib/second-factor';
import { followAccountLanguage } from '../lib/account-language';
import { detailsOf, isSocialUser, jobOf } from '../lib/auth-user';
import { followSessionOwner } from '../lib/device-data';
import { pause } from '../../../lib/pause';

/** How long the first screen waits for the device position before it shows anyway. */
const LOCATION_WAIT_MS = 3000;
const POSITION_TIMEOUT_MS = 10_000;

async function fetchCurrentUser(store: AppStore): Promise<User | null | 'failed'> {
  const request = store.dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true }));
  try {
    const result = await request;
    return result.isError ? 'failed' : (result.data ?? null);
  } finally {
    request.unsubscribe();
  }
}

/** Farther than this from the person's place, the device's position is offered as a change. */
const SUGGEST_AFTER_KM = 2;

/**
 * Device position → place name. A person without a place gets it saved (the database still keeps
 * a place chosen on another device); a person with one is asked whether to use it, never overruled.
 */
async function detectLocation(store: AppStore, uuid: string, isProvider: boolean): Promise<void> {
  try {
    const { latitude, longitude } = await getDevicePosition(POSITION_TIMEOUT_MS);
    const place = await reverseGeocode(latitude, longitude);
    if (store.getState().authUser.uuid !== uuid) return;
    const fix = { currentLocation: place.label, latitude: place.latitude, longitude: place.longitude };
    const current = store.getState().userLocation;
    if (current.currentLocation && current.latitude !== null && current.longitude !== null) {
      if (distanceKm({ latitude: current.latitude, longitude: current.longitude }, fix) > SUGGEST_AFTER_KM) {
        store.dispatch(locationSuggested(fix));
      }
      return;
    }
    const { saved } = await store
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
    if (saved) store.dispatch(locationDetected(fix));
    else await restoreSavedLocation(store, uuid, isProvider);
  } catch (error) {
    // A refused or unknown position is an answer, not a fault: the header then offers "Set your location".
    if (error instanceof PositionError) console.info(`[mistri] No device location (${error.reason})`);
    else console.error('[mistri] Error fetching location', error);
  }
}

/** The place saved on the person's row is theirs on every device: it replaces what this device remembers. */
async function restoreSavedLocation(store: AppStore, uuid: string, isProvider: boolean): Promise<void> {
  const request = store.dispatch(
    authApi.endpoints.getStoredLocation.initiate({ uuid, isProvider }, { forceRefetch: true }),
  );
  try {
    const { data } = await request;
    if (data && store.getState().authUser.uuid === uuid) {
      store.dispatch(
        locationRestored({
          currentLocation: data.location,
          latitude: data.latitude,
          longitude: data.longitude,
          chosen: data.chosen,
        }),
      );
    }
  } finally {
    request.unsubscribe();
  }
}

let listening = false;

/**
 * Keeps the store and the device in step with the session: any end of it (Log out here or in
 * another tab, "Log out everywhere" or a password change on another device, an expired refresh
 * token) or another person signing in forgets the last person's data on this device.
 */
function followSignOuts(store: AppStore): void {
  if (listening) return;
  listening = true;
  supabase.auth.onAuthStateChange((event, session) => {
    // Runs inside the client's lock: nothing here may wait for the client.
    if (event === 'SIGNED_OUT') {
      followAccountLanguage(null);
      setSecondFactorPending(false);
      // Not resetApiState here: this fires inside a Log out still in flight, whose promise it would strand.
      if (store.getState().authUser.uuid) store.dispatch(userSignedOut());
      void followSessionOwner(null, true);
    } else if (event === 'SIGNED_IN' || event === 'INITIAL_SESSION') {
      void followSessionOwner(session?.user.id ?? null);
    }
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
  followAccountLanguage(user);
  if (!user) {
    if (store.getState().authUser.uuid) store.dispatch(userSignedOut());
    return;
  }
  const assurance = await readAssurance();
  if ('error' in assurance) return;
  const waitsForCode = needsSecondFactor(assurance.data);
  setSecondFactorPending(waitsForCode);
  if (waitsForCode) {
    // Nobody counts as signed in until the code is given (see SecondFactorPrompt).
    if (store.getState().authUser.uuid) store.dispatch(userSignedOut());
    return;
  }
  const metadata = jobOf(user);
  const userDetails = detailsOf(user);
  if (store.getState().authUser.uuid && store.getState().authUser.uuid !== user.id) {
    // Another person's session replaced the last one (a link opened, another tab): nothing of theirs stays.
    store.dispatch(userSignedOut());
    store.dispatch(baseApi.util.resetApiState());
    await followSessionOwner(user.id);
  }
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
        }),
      )
      .unwrap()
      .catch(() => undefined);
  }

  await restoreSavedLocation(store, user.id, isJob(metadata));
  await Promise.race([detectLocation(store, user.id, isJob(metadata)), pause(LOCATION_WAIT_MS)]);
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
