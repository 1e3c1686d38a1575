import { useState, type SyntheticEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button';
import { buttonClasses } from '../../../components/button-styles';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { paths } from '../../../config/paths';
import { toApiError } from '../../../lib/api/api-error';
import { t } from '../../../lib/i18n';
import { resizeRequestPhoto } from '../../../lib/pictures/request-photos';
import { VerificationBadges } from '../../providers/components/verification-badges';
import {
  useGetMyBadgesQuery,
  useGetMyVerificationQuery,
  useSubmitVerificationMutation,
  type MyVerification,
} from '../api/verification-api';
import { ID_TYPES, isIdType, isValidLast4, normalizeLast4, type IdType } from '../lib/verification';
import { PhotoField } from './photo-field';

const card =
  'flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900';

function Status({ verification }: { verification: MyVerification }) {
  const idType = t(`verification.idTypes.${verification.idType}`);
  if (verification.status === 'pending') {
    return (
      <p
        role="status"
        className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200"
      >
        {t('verification.getVerified.id.pending', { idType, last4: verification.last4 })}
      </p>
    );
  }
  if (verification.status === 'approved') {
    return (
      <p
        role="status"
        className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-500/10 dark:text-emerald-200"
      >
        {t('verification.getVerified.id.approved')}
      </p>
    );
  }
  return (
    <div role="status" className="rounded-lg bg-red-50 p-3 text-sm text-red-900 dark:bg-red-500/10 dark:text-red-200">
      <p>{t('verification.getVerified.id.rejected', { reason: verification.reason ?? '' })}</p>
      <p className="mt-1">{t('verification.getVerified.id.again')}</p>
    </div>
  );
}

interface Problems {
  last4?: string;
  document?: string;
  selfie?: string;
  form?: string;
}

function IdCheckForm({ providerId }: { providerId: string }) {
  const [idType, setIdType] = useState<IdType>('aadhaar');
  const [last4, setLast4] = useState('');
  const [document, setDocument] = useState<File | null>(null);
  const [selfie, setSelfie] = useState<File | null>(null);
  const [problems, setProblems] = useState<Problems>({});
  const [resizing, setResizing] = useState(false);
  const [submit, submitting] = useSubmitVerificationMutation();

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = normalizeLast4(last4);
    const found: Problems = {
      ...(isValidLast4(typed) ? {} : { last4: t('verification.getVerified.id.last4Invalid') }),
      ...(document ? {} : { document: t('verification.getVerified.id.photoMissing') }),
      ...(selfie ? {} : { selfie: t('verification.getVerified.id.photoMissing') }),
    };
    setProblems(found);
    if (Object.keys(found).length > 0 || !document || !selfie) return;
    const failure = t('verification.getVerified.id.photoFailed');
    setResizing(true);
    let photos: [Blob, Blob];
    try {
      photos = await Promise.all([resizeRequestPhoto(document, failure), resizeRequestPhoto(selfie, failure)]);
    } catch {
      setProblems({ form: failure });
      return;
    } finally {
      setResizing(false);
    }
    try {
      await submit({ providerId, idType, last4: typed, document: photos[0], selfie: photos[1] }).unwrap();
    } catch (error) {
      setProblems({ form: toApiError(error).message });
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <SelectField
        label={t('verification.getVerified.id.typeLabel')}
        value={idType}
        onChange={(event) => {
          if (isIdType(event.target.value)) setIdType(event.target.value);
        }}
      >
        {ID_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`verification.idTypes.${type}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('verification.getVerified.id.last4Label')}
        hint={t('verification.getVerified.id.last4Hint')}
        error={problems.last4}
        value={last4}
        maxLength={6}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        onChange={(event) => {
          setLast4(event.target.value);
        }}
      />
      <PhotoField
        label={t('verification.getVerified.id.documentLabel')}
        error={problems.document}
        file={document}
        onChange={setDocument}
      />
      <PhotoField
        label={t('verification.getVerified.id.selfieLabel')}
        error={problems.selfie}
        file={selfie}
        onChange={setSelfie}
        capture="user"
      />
      {problems.form && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-300">
          {problems.form}
        </p>
      )}
      <Button type="submit" loading={resizing || submitting.isLoading} className="self-start">
        {t('verification.getVerified.id.submit')}
      </Button>
    </form>
  );
}

/**
 * The provider's "Get verified" screen: the phone step (SMS code, in preferences) and the ID check
 * (ID type, last 4 characters, a photo of the ID and a selfie), with the check's state and the
 * reason of a rejection.
 */
export function GetVerified({ providerId }: { providerId: string }) {
  const badges = useGetMyBadgesQuery(providerId);
  const latest = useGetMyVerificationQuery(providerId);
  const verification = latest.data ?? null;
  const canSubmit = verification === null || verification.status === 'rejected';

  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('verification.getVerified.title')}</h1>
        <p className="text-slate-700 dark:text-slate-300">{t('verification.getVerified.intro')}</p>
        {badges.data && <VerificationBadges {...badges.data} />}
      </div>

      <section aria-labelledby="phone-step-title" className={card}>
        <h2 id="phone-step-title" className="font-semibold text-slate-900 dark:text-white">
          {t('verification.getVerified.phone.title')}
        </h2>
        {badges.data?.phoneVerified ? (
          <p className="text-sm text-slate-700 dark:text-slate-300">{t('verification.getVerified.phone.done')}</p>
        ) : (
          <>
            <p className="text-sm text-slate-700 dark:text-slate-300">{t('verification.getVerified.phone.todo')}</p>
            <Link
              to={`${paths.yourProfilePreferences}#contact-phone-title`}
              className={`${buttonClasses('secondary')} self-start`}
            >
              {t('verification.getVerified.phone.action')}
            </Link>
          </>
        )}
      </section>

      <section aria-labelledby="id-step-title" className={card}>
        <h2 id="id-step-title" className="font-semibold text-slate-900 dark:text-white">
          {t('verification.getVerified.id.title')}
        </h2>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t('verification.getVerified.id.privacy')}</p>
        {latest.isError && (
          <p
            role="alert"
            className="rounded-lg bg-red-50 p-3 text-sm text-red-800 dark:bg-red-500/10 dark:text-red-300"
          >
            {t('verification.getVerified.loadFailed')}
          </p>
        )}
        {verification && <Status verification={verification} />}
        {latest.isSuccess && canSubmit && <IdCheckForm key={verification?.id ?? 0} providerId={providerId} />}
      </section>
    </div>
  );
}
