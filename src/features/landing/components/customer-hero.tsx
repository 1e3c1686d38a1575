import MapPin from 'lucide-react/icons/map-pin';
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../components/button';
import { paths } from '../../../config/paths';
import { getDevicePosition } from '../../../lib/geo/device-position';
import type { Job } from '../../../lib/domain/job';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { locationDetected } from '../../../store/user-location-slice';
import { getGreeting } from '../lib/greeting';
import { LOCATE_MESSAGES, locateProblemOf, type LocateProblem } from '../lib/locate-problem';
import { type MessageKey, t } from '../../../lib/i18n';

const POSITION_TIMEOUT_MS = 10_000;

const choices: { job: Job; label: MessageKey }[] = [
  { job: 'Plumber', label: 'common.jobs.plumbers' },
  { job: 'Electrician', label: 'common.jobs.electricians' },
];

function firstNameOf(fullName: string | undefined, email: string | undefined): string {
  const name = fullName?.trim();
  if (name) return name;
  return email?.split('@')[0] ?? '';
}

/** The signed-in customer's hero: a greeting by the local hour and the "Search Nearby" choice. */
export function CustomerHero() {
  const details = useAppSelector((state) => state.authUser.userDetails);
  const location = useAppSelector((state) => state.userLocation);
  const [job, setJob] = useState<Job>('Plumber');
  const [problem, setProblem] = useState<LocateProblem | null>(null);
  const [locating, setLocating] = useState(false);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const groupName = useId();
  const name = firstNameOf(details?.fullName, details?.email);
  const hasLocation = Boolean(location.currentLocation) && location.latitude !== null && location.longitude !== null;

  const openNearby = () => {
    void navigate(`${paths.nearbyProviders}?${new URLSearchParams({ job }).toString()}`);
  };

  /** Without a known place, asks the device now and says what to do when it cannot tell. */
  const locate = async () => {
    if (hasLocation) {
      openNearby();
      return;
    }
    setProblem(null);
    setLocating(true);
    try {
      // The geocoder loads while the device answers, so Home does not download it up front.
      const [{ latitude, longitude }, { reverseGeocode }] = await Promise.all([
        getDevicePosition(POSITION_TIMEOUT_MS),
        import('../../../lib/geo/reverse-geocode'),
      ]);
      const place = await reverseGeocode(latitude, longitude);
      dispatch(
        locationDetected({ currentLocation: place.label, latitude: place.latitude, longitude: place.longitude }),
      );
      openNearby();
    } catch (error) {
      console.error('[mistri] Locate: the device position could not be used', error);
      setProblem(locateProblemOf(error));
    } finally {
      setLocating(false);
    }
  };

  return (
    <section aria-labelledby="greeting" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-b from-brand-50 via-white to-slate-50 dark:from-slate-900 dark:via-slate-950 dark:to-slate-950"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-10 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[minmax(0,1fr)_24rem] lg:px-8 lg:pb-20">
        <div className="min-w-0">
          <h1
            id="greeting"
            className="text-3xl font-extrabold tracking-tight wrap-anywhere text-slate-900 sm:text-5xl dark:text-white"
          >
            {getGreeting(new Date().getHours())}
            {name && (
              <>
                , <span className="text-brand-700 dark:text-brand-400">{name}</span>
              </>
            )}
          </h1>
          <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{t('landing.customerHero.title')}</p>

          <div className="mt-8 max-w-2xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
            <fieldset>
              <legend className="text-base font-semibold text-slate-900 dark:text-white">
                {t('landing.customerHero.searchNearby')}
              </legend>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
                {hasLocation ? (
                  <>
                    {t('landing.customerHero.nearPlace')} {location.currentLocation}
                  </>
                ) : (
                  t('landing.customerHero.nearYou')
                )}
              </p>
              {/* Two columns where both trades fit side by side; one on narrow phones with long words. */}
              <div className="mt-4 grid grid-cols-[repeat(auto-fit,minmax(10.5rem,1fr))] gap-3">
                {choices.map((choice) => (
                  <label
                    key={choice.job}
                    className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-300 px-4 py-3 text-sm font-semibold text-slate-800 has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:text-brand-900 has-focus-visible:outline-2 has-focus-visible:outline-brand-600 dark:border-slate-600 dark:text-slate-200 dark:has-checked:border-brand-400 dark:has-checked:bg-brand-500/15 dark:has-checked:text-brand-200"
                  >
                    <input
                      type="radio"
                      name={groupName}
                      value={choice.job}
                      checked={job === choice.job}
                      onChange={() => {
                        setJob(choice.job);
                      }}
                      className="size-4 accent-brand-700 dark:accent-brand-400"
                    />
                    {t(choice.label)}
                  </label>
                ))}
              </div>
            </fieldset>
            <Button size="lg" className="mt-5 w-full sm:w-auto" loading={locating} onClick={() => void locate()}>
              <MapPin className="size-5" />
              {t('landing.customerHero.locate')}
            </Button>
            {problem && !hasLocation && (
              <div
                role="alert"
                className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-100"
              >
                {t(LOCATE_MESSAGES[problem])}{' '}
                <Link to={paths.yourProfileEdit} className="font-semibold underline underline-offset-2">
                  {t('landing.customerHero.editProfile')}
                </Link>
                .
              </div>
            )}
          </div>
        </div>
        <img src="/images/hero.svg" alt="" width={520} height={440} className="hidden h-auto w-full lg:block" />
      </div>
    </section>
  );
}
