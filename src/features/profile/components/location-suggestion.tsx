import MapPin from 'lucide-react/icons/map-pin';
import { toast } from 'react-toastify';
import { Button } from '../../../components/button';
import { toApiError } from '../../../lib/api/api-error';
import { t } from '../../../lib/i18n';
import { isJob } from '../../../lib/domain/job';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { locationChosen, suggestionDismissed } from '../../../store/user-location-slice';
import { useSaveLocationMutation } from '../api/profile-api';

/**
 * "Use your current position?": the device found the person away from their place. Nothing
 * changes unless they say so; then the new place is theirs, on every device.
 */
export function LocationSuggestion() {
  const dispatch = useAppDispatch();
  const { uuid, metadata } = useAppSelector((state) => state.authUser);
  const { suggestion, currentLocation } = useAppSelector((state) => state.userLocation);
  const [saveLocation, saving] = useSaveLocationMutation();
  if (!uuid || !suggestion || !currentLocation) return null;

  const use = async () => {
    try {
      await saveLocation({
        uuid,
        kind: isJob(metadata) ? 'provider' : 'customer',
        location: suggestion.currentLocation,
        latitude: suggestion.latitude,
        longitude: suggestion.longitude,
      }).unwrap();
      dispatch(locationChosen(suggestion));
      toast.success(t('profile.locationPicker.saved'), { position: 'top-center', autoClose: 800 });
    } catch (error) {
      toast.error(t('profile.locationPicker.saveFailed', { message: toApiError(error).message }));
    }
  };

  return (
    <section
      aria-label={t('profile.locationPicker.location')}
      className="border-b border-brand-200 bg-brand-50 px-4 py-3 text-sm text-slate-900 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2">
        <p className="flex min-w-0 flex-1 basis-60 items-start gap-2">
          <MapPin className="mt-0.5 size-4 shrink-0 text-brand-700 dark:text-brand-400" aria-hidden="true" />
          <span className="min-w-0 break-words">
            {t('profile.locationPicker.useCurrentPosition', { place: suggestion.currentLocation })}
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" loading={saving.isLoading} onClick={() => void use()}>
            {t('profile.locationPicker.useIt')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={saving.isLoading}
            onClick={() => {
              dispatch(suggestionDismissed());
            }}
          >
            {t('profile.locationPicker.keepPlace', { place: currentLocation })}
          </Button>
        </div>
      </div>
    </section>
  );
}
