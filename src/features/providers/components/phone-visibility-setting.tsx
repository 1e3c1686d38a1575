import { toast } from 'react-toastify';
import { toApiError } from '../../../lib/api/api-error';
import { t } from '../../../lib/i18n';
import { useGetPhoneVisibilityQuery, useSetPhoneVisibilityMutation } from '../api/providers-api';
import { PHONE_VISIBILITIES, type PhoneVisibility } from '../lib/phone-visibility';

const LABELS = {
  accepted: 'providers.phoneVisibility.accepted',
  everyone: 'providers.phoneVisibility.everyone',
  nobody: 'providers.phoneVisibility.nobody',
} as const;

/** The provider's choice of who reads their phone number: saved as soon as it is picked. */
export function PhoneVisibilitySetting({ providerId }: { providerId: string }) {
  const setting = useGetPhoneVisibilityQuery(providerId);
  const [save, saving] = useSetPhoneVisibilityMutation();
  const current = saving.isLoading ? saving.originalArgs?.visibility : setting.data;

  const choose = async (visibility: PhoneVisibility) => {
    try {
      await save({ providerId, visibility }).unwrap();
      toast.success(t('providers.phoneVisibility.saved'), { position: 'top-center', autoClose: 800 });
    } catch (error) {
      toast.error(t('providers.phoneVisibility.couldNotSave', { message: toApiError(error).message }));
    }
  };

  return (
    <fieldset className="py-3" disabled={setting.isLoading || saving.isLoading}>
      <legend className="text-sm font-medium text-slate-600 dark:text-slate-400">
        {t('providers.phoneVisibility.title')}
      </legend>
      <div className="mt-2 flex flex-col gap-2">
        {PHONE_VISIBILITIES.map((visibility) => (
          <label key={visibility} className="flex items-start gap-2 text-slate-900 dark:text-slate-100">
            <input
              type="radio"
              name="phone-visibility"
              value={visibility}
              checked={current === visibility}
              onChange={() => void choose(visibility)}
              className="mt-1 size-4 accent-brand-600"
            />
            <span>{t(LABELS[visibility])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
