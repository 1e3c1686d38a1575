import { useId, useState, type ChangeEvent } from 'react';
import { toast } from 'react-toastify';
import { Avatar } from '../../../components/avatar';
import { Spinner } from '../../../components/spinner';
import { toApiError } from '../../../lib/api/api-error';
import { useUploadPhotoMutation } from '../api/profile-api';
import { NOT_A_PICTURE, photoProblem, scaledPhotoProblem, scaleDownPhoto } from '../lib/photo';
import type { ProfileKind } from '../lib/profile';
import { t } from '../../../lib/i18n';

interface PhotoUploadProps {
  uuid: string;
  kind: ProfileKind;
  pictureUrl: string;
  name: string;
}

/** Chooses, checks, scales down (512 px JPEG) and stores the profile picture. */
export function PhotoUpload({ uuid, kind, pictureUrl, name }: PhotoUploadProps) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [upload, uploading] = useUploadPhotoMutation();
  const busy = preparing || uploading.isLoading;

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    // A new attempt replaces whatever the last one said (in one place: beside the button).
    const reason = photoProblem(file);
    setProblem(reason);
    if (reason) return;
    let photo: Blob;
    try {
      setPreparing(true);
      photo = await scaleDownPhoto(file);
    } catch (error) {
      // The file itself is the problem (not a picture): said once, beside the button.
      setProblem(error instanceof Error ? error.message : t(NOT_A_PICTURE));
      return;
    } finally {
      setPreparing(false);
    }
    const tooBig = scaledPhotoProblem(photo);
    if (tooBig) {
      setProblem(tooBig);
      return;
    }
    try {
      await upload({ uuid, kind, photo }).unwrap();
      toast.success(t('profile.photoUpload.updated'), { position: 'top-center', autoClose: 800 });
    } catch (error) {
      const message = toApiError(error, t('profile.photo.unreadable')).message;
      setProblem(t('profile.photoUpload.saveFailed', { message }));
    }
  };

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm sm:flex-row sm:text-left dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="relative">
        <Avatar src={pictureUrl} name={name} size="lg" />
        {busy && (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70 dark:bg-slate-900/70">
            <Spinner label={t('profile.photoUpload.uploading')} />
          </span>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <h2 id={`${inputId}-title`} className="text-base font-semibold text-slate-900 dark:text-slate-100">
          {t('profile.photoUpload.profilePhoto')}
        </h2>
        <div>
          <input
            id={inputId}
            type="file"
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            className="peer sr-only"
            disabled={busy}
            aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => void onChange(event)}
          />
          <label
            htmlFor={inputId}
            className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700"
          >
            {pictureUrl ? t('profile.photoUpload.changePhoto') : t('profile.photoUpload.upload')}
          </label>
        </div>
        <p id={hintId} className="text-sm text-slate-600 dark:text-slate-400">
          {t('profile.photoUpload.hint')}
        </p>
        {problem && (
          <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
            {problem}
          </p>
        )}
      </div>
    </section>
  );
}
