import MapPin from 'lucide-react/icons/map-pin';
import { Suspense, useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/button';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Spinner } from '../../../components/spinner';
import { toApiError } from '../../../lib/api/api-error';
import { getDevicePosition, PositionError } from '../../../lib/geo/device-position';
import { reverseGeocode } from '../../../lib/geo/reverse-geocode';
import { lazyPart } from '../../../lib/load-when-online';
import type { PlaceSuggestion } from '../../../lib/geo/types';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { locationChosen, type PlaceFix } from '../../../store/user-location-slice';
import { useSaveLocationMutation } from '../api/profile-api';
import type { ProfileKind } from '../lib/profile';
import { storedPlaceName } from '../lib/place-name';
import { t } from '../../../lib/i18n';

/** The Geoapify component ships only to people who open the place search. */
const PlaceSearch = lazyPart(() => import('./place-search').then((module) => ({ default: module.PlaceSearch })));

interface LocationPickerProps {
  uuid: string;
  kind: ProfileKind;
  /** The location stored on the person's row, shown until the device or the picker sets one. */
  savedLocation: string;
}

interface Candidate {
  /** What the confirm question shows. */
  formatted: string;
  fix: PlaceFix;
}

/**
 * The person's place: shown, and changed by typing a place name (then confirming it) or by
 * using the device's position. The choice is kept on the device and on the person's row.
 */
export function LocationPicker({ uuid, kind, savedLocation }: LocationPickerProps) {
  const dispatch = useAppDispatch();
  const current = useAppSelector((state) => state.userLocation.currentLocation) ?? savedLocation;
  const [editing, setEditing] = useState(false);
  const [resolving, setResolving] = useState(false);
  const [candidate, setCandidate] = useState<Candidate | null>(null);
  const [saveLocation, saving] = useSaveLocationMutation();

  const choose = (place: PlaceSuggestion) => {
    setCandidate({
      formatted: place.formatted,
      fix: { currentLocation: storedPlaceName(place), latitude: place.latitude, longitude: place.longitude },
    });
  };

  const locateDevice = async () => {
    setResolving(true);
    try {
      const position = await getDevicePosition();
      const place = await reverseGeocode(position.latitude, position.longitude);
      setCandidate({
        formatted: place.label,
        fix: { currentLocation: place.label, latitude: place.latitude, longitude: place.longitude },
      });
    } catch (error) {
      const message = error instanceof PositionError ? error.message : t('common.location.failed');
      if (!(error instanceof PositionError)) console.error('[mistri] Error fetching location', error);
      toast.error(message);
    } finally {
      setResolving(false);
    }
  };

  const confirm = async () => {
    if (!candidate) return;
    const { currentLocation, latitude, longitude } = candidate.fix;
    dispatch(locationChosen(candidate.fix));
    try {
      await saveLocation({ uuid, kind, location: currentLocation, latitude, longitude }).unwrap();
      toast.success(t('profile.locationPicker.saved'), { position: 'top-center', autoClose: 800 });
      setEditing(false);
    } catch (error) {
      toast.error(t('profile.locationPicker.saveFailed', { message: toApiError(error).message }));
    } finally {
      setCandidate(null);
    }
  };

  return (
    <section
      aria-labelledby="location-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="location-title" className="text-base font-semibold text-slate-900 dark:text-slate-100">
        {t('profile.locationPicker.location')}
      </h2>
      <p className="mt-2 flex items-start gap-2 text-slate-700 dark:text-slate-300">
        <MapPin className="size-5 shrink-0" />
        <span>{current || t('profile.locationPicker.none')}</span>
      </p>
      {editing ? (
        <div className="mt-4 flex flex-col gap-3">
          <Suspense fallback={<Spinner size="sm" label={t('profile.locationPicker.loadingSearch')} />}>
            <PlaceSearch onChoose={choose} disabled={resolving || saving.isLoading} />
          </Suspense>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" loading={resolving} onClick={() => void locateDevice()}>
              {t('profile.locationPicker.useCurrentLocation')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setEditing(false);
              }}
            >
              {t('common.actions.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          className="mt-4"
          onClick={() => {
            setEditing(true);
          }}
        >
          {current ? t('profile.locationPicker.changeLocation') : t('profile.locationPicker.setLocation')}
        </Button>
      )}
      <ConfirmDialog
        open={candidate !== null}
        title={t('profile.locationPicker.confirmTitle')}
        message={t('profile.locationPicker.confirmPlace', { place: candidate?.formatted ?? '' })}
        confirmLabel={t('profile.locationPicker.yes')}
        cancelLabel={t('profile.locationPicker.no')}
        busy={saving.isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setCandidate(null);
        }}
      />
    </section>
  );
}
