import { yupResolver } from '@hookform/resolvers/yup';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import * as yup from 'yup';
import { Button } from '../../../components/button';
import { FieldError } from '../../../components/form/field-error';
import { inputClasses, labelClasses } from '../../../components/form/field-styles';
import { toApiError } from '../../../lib/api/api-error';
import { useReplyToReviewMutation } from '../api/reviews-api';
import { BODY_MAX, type PublicReview } from '../lib/review';
import { formatNumber, t } from '../../../lib/i18n';

const replySchema = yup.object({
  reply: yup
    .string()
    .trim()
    .default('')
    .max(BODY_MAX, () => t('reviews.reply.tooLong', { max: BODY_MAX })),
});

/** The provider's Reply / Edit reply for one review of themself. */
export function ReplyTools({ review, providerId }: { review: PublicReview; providerId: string }) {
  const [editing, setEditing] = useState(false);
  const [save, saving] = useReplyToReviewMutation();
  const fieldId = useId();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({
    resolver: yupResolver(replySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { reply: review.reply ?? '' },
  });
  const length = watch('reply').trim().length;

  if (!editing) {
    return (
      <Button
        variant="ghost"
        size="sm"
        className="mt-2"
        aria-label={t(review.reply ? 'reviews.reply.editTo' : 'reviews.reply.replyTo', {
          reviewerName: review.reviewerName,
        })}
        onClick={() => {
          setEditing(true);
        }}
      >
        {review.reply ? t('reviews.replyTools.editReply') : t('reviews.replyTools.reply')}
      </Button>
    );
  }

  const submit = async ({ reply }: { reply: string }) => {
    try {
      await save({ id: review.id, providerId, reply }).unwrap();
    } catch (error) {
      toast.error(t('reviews.replyTools.saveFailed', { message: toApiError(error).message }));
      return;
    }
    toast.success(reply ? t('reviews.reply.published') : t('reviews.reply.removed'));
    setEditing(false);
  };

  return (
    <form
      noValidate
      className="mt-3 flex flex-col gap-2"
      onSubmit={(event) => {
        void handleSubmit(submit)(event);
      }}
    >
      <label htmlFor={fieldId} className={labelClasses}>
        {t('reviews.replyTools.yourReplyTo')} {review.reviewerName}
      </label>
      <textarea
        id={fieldId}
        rows={3}
        aria-invalid={errors.reply ? true : undefined}
        aria-describedby={`${fieldId}-count ${errors.reply ? `${fieldId}-error` : ''}`.trim()}
        className={inputClasses(Boolean(errors.reply), 'resize-y')}
        {...register('reply')}
      />
      <p id={`${fieldId}-count`} className="text-right text-sm tabular-nums text-slate-600 dark:text-slate-400">
        {t('reviews.characterCount', { length: formatNumber(length), max: formatNumber(BODY_MAX) })}
      </p>
      <FieldError id={`${fieldId}-error`} message={errors.reply?.message} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" loading={saving.isLoading}>
          {t('reviews.replyTools.publishReply')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setEditing(false);
          }}
        >
          {t('common.actions.cancel')}
        </Button>
      </div>
    </form>
  );
}
