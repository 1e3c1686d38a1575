import { t } from '../../../lib/i18n';
import { useGetOwnReviewQuery } from '../api/reviews-api';
import { firstNameOf } from '../lib/review';
import { RateProvider } from './rate-provider';

interface ReviewPromptProps {
  messageId: number;
  providerId: string;
  providerName: string;
}

/** Once the job is done: the customer is asked how it went, or sees the review they wrote. */
export function ReviewPrompt({ messageId, providerId, providerName }: ReviewPromptProps) {
  const own = useGetOwnReviewQuery(messageId);
  const rate = <RateProvider messageId={messageId} providerId={providerId} providerName={providerName} />;
  if (own.isLoading || own.data) return rate;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-medium text-emerald-900 dark:text-emerald-200">
        {t('jobs.review.prompt', { name: firstNameOf(providerName) })}
      </p>
      {rate}
    </div>
  );
}
