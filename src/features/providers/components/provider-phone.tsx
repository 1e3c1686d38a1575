import { skipToken } from '@reduxjs/toolkit/query';
import { Spinner } from '../../../components/spinner';
import { t } from '../../../lib/i18n';
import { formatIndianPhone } from '../../../lib/validation/field-rules';
import { useAppSelector } from '../../../store/hooks';
import { useGetConnectionQuery, useGetProviderPhoneQuery } from '../api/providers-api';
import { telHref } from '../lib/provider';

interface ProviderPhoneProps {
  providerId: string;
  linkClassName: string;
}

/** The provider's phone when they share it with this reader; otherwise a note that it is not shared yet. */
export function ProviderPhone({ providerId, linkClassName }: ProviderPhoneProps) {
  const customerId = useAppSelector((state) => state.authUser.uuid);
  const connection = useGetConnectionQuery(customerId ? { customerId, providerId } : skipToken);
  const accepted = connection.data?.isChat ?? false;
  const phone = useGetProviderPhoneQuery({ providerId, accepted });
  if (phone.isLoading) return <Spinner size="sm" label={t('providers.providerPanel.phone')} />;
  if (!phone.data) {
    return <span className="text-slate-600 dark:text-slate-400">{t('providers.providerPanel.phoneHidden')}</span>;
  }
  return (
    <a href={telHref(phone.data)} className={linkClassName}>
      {formatIndianPhone(phone.data)}
    </a>
  );
}
