import { useState } from 'react';
import { toast } from 'react-toastify';
import { Button } from '../../../components/button';
import { SidePanel } from '../../../components/side-panel';
import { StarRating } from '../../../components/star-rating';
import { toApiError } from '../../../lib/api/api-error';
import { useAppSelector } from '../../../store/hooks';
import { useCreateReviewMutation, useGetOwnReviewQuery, useUpdateReviewMutation } from '../api/reviews-api';
import { canEdit, firstNameOf } from '../lib/review';
import { reviewErrorMessage } from '../lib/review-errors';
import type { ReviewFormValues } from '../lib/review-schema';
import { ReviewForm } from './review-form';
import { t } from '../../../lib/i18n';

interface RateProviderProps {
  /** The accepted connection being reviewed. */
  messageId: number;
  providerId: string;
  providerName: string;
  /** Inbox rows show only the button; the chat also shows the customer's own rating. */
  compact?: boolean;
}

/** "Rate Rajan" for the customer of an accepted connection, or their review with "Edit review". */
export function RateProvider({ messageId, providerId, providerName, compact = false }: RateProviderProps) {
  const customerId = useAppSelector((state) => state.authUser.uuid);
  const own = useGetOwnReviewQuery(messageId);
  const [create, creating] = useCreateReviewMutation();
  const [update, updating] = useUpdateReviewMutation();
  const [open, setOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const first = firstNameOf(providerName);

  if (!customerId || own.isLoading || own.isError) return null;
  const review = own.data ?? null;
  const editable = review !== null && canEdit(review.createdAt);
  if (review && !editable && compact) return null;

  const close = () => {
    setOpen(false);
    setServerError(null);
  };

  const save = async (values: ReviewFormValues) => {
    setServerError(null);
    try {
      if (review) {
        await update({ id: review.id, messageId, providerId, rating: values.rating, body: values.body }).unwrap();
      } else {
        await create({ messageId, providerId, rating: values.rating, body: values.body }).unwrap();
      }
    } catch (error) {
      const message = reviewErrorMessage(toApiError(error), first);
      setServerError(message);
      toast.error(message);
      return;
    }
    toast.success(review ? t('reviews.rate.updated', { first }) : t('reviews.rate.published', { first }));
    close();
  };

  const label = review ? t('reviews.rate.editYours') : t('reviews.rate.rateName', { first });
  return (
    <div className={compact ? '' : 'flex flex-wrap items-center gap-x-3 gap-y-2'}>
      {review && !compact && (
        <span className="inline-flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          {t('reviews.rateProvider.youRated', { name: first })}
          <StarRating value={review.rating} />
        </span>
      )}
      {(!review || editable) && (
        <Button
          variant={review ? 'ghost' : 'secondary'}
          size="sm"
          aria-label={review ? t('reviews.rateProvider.editLabel', { first }) : undefined}
          onClick={() => {
            setOpen(true);
          }}
        >
          {label}
        </Button>
      )}
      <SidePanel
        open={open}
        onClose={close}
        title={review ? t('reviews.rateProvider.editLabel', { first }) : t('reviews.rate.rateName', { first })}
      >
        <div className="mx-auto max-w-md">
          {review && (
            <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
              {t('reviews.rateProvider.editWindowHint')}
            </p>
          )}
          <ReviewForm
            providerFirstName={first}
            initial={review ? { rating: review.rating, body: review.body } : undefined}
            submitLabel={review ? t('reviews.rate.saveChanges') : t('reviews.rate.publish')}
            saving={creating.isLoading || updating.isLoading}
            serverError={serverError}
            onSubmit={(values) => void save(values)}
            onCancel={close}
          />
        </div>
      </SidePanel>
    </div>
  );
}
