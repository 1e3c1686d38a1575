import { useState } from 'react';
import { Button } from '../../../components/button';
import { formatDate, t } from '../../../lib/i18n';
import { useGetHiddenReviewsQuery, useSetReviewHiddenMutation } from '../api/admin-api';
import { HIDDEN_PAGE, type HiddenReview } from '../lib/admin-types';
import { announceDecision } from './decision-toasts';
import { ReasonDialog } from './reason-dialog';
import { cardClasses, SectionStatus } from './section-status';

/** Hidden reviews, most recently written first, a page at a time; each can be restored. */
export function HiddenReviewsSection() {
  const [pages, setPages] = useState<(number | null)[]>([null]);
  const [restoring, setRestoring] = useState<HiddenReview | null>(null);
  const [setHidden, saving] = useSetReviewHiddenMutation();

  const confirm = async (reason: string) => {
    if (!restoring) return;
    const result = await setHidden({ reviewId: restoring.id, hidden: false, reason });
    if (announceDecision(result, t('admin.reviews.restored'))) setRestoring(null);
  };

  return (
    <>
      {pages.map((before, index) => (
        <HiddenReviewsPage
          key={before ?? 'newest'}
          before={before}
          first={index === 0}
          last={index === pages.length - 1}
          onRestore={setRestoring}
          onOlder={(id) => {
            setPages((current) => [...current, id]);
          }}
        />
      ))}
      {restoring && (
        <ReasonDialog
          title={t('admin.reviews.restoreTitle')}
          hint={t('admin.reviews.restoreHint')}
          confirmLabel={t('admin.reviews.restore')}
          busy={saving.isLoading}
          onConfirm={(reason) => void confirm(reason)}
          onCancel={() => {
            setRestoring(null);
          }}
        />
      )}
    </>
  );
}

function HiddenReviewsPage({
  before,
  first,
  last,
  onRestore,
  onOlder,
}: {
  before: number | null;
  first: boolean;
  last: boolean;
  onRestore: (review: HiddenReview) => void;
  onOlder: (before: number) => void;
}) {
  const page = useGetHiddenReviewsQuery(before);
  const reviews = page.data ?? [];
  const oldest = reviews[reviews.length - 1];
  return (
    <>
      <SectionStatus
        loading={page.isLoading}
        failed={page.isError}
        empty={first && reviews.length === 0}
        emptyText={t('admin.reviews.empty')}
        onRetry={() => void page.refetch()}
      />
      <ul className="flex flex-col gap-4" aria-label={first ? t('admin.sections.hiddenReviews') : undefined}>
        {reviews.map((review) => (
          <li key={review.id} className={cardClasses}>
            <article
              aria-label={t('admin.reviews.by', { reviewer: review.reviewerName, provider: review.providerName })}
            >
              <h3 className="font-semibold break-words text-slate-900 dark:text-slate-100">
                {t('admin.reviews.by', { reviewer: review.reviewerName, provider: review.providerName })}
              </h3>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t('admin.reviews.rating', { rating: review.rating })}
              </p>
              {review.body && (
                <blockquote className="mt-2 border-l-4 border-slate-200 pl-3 break-words whitespace-pre-line text-slate-800 dark:border-slate-600 dark:text-slate-200">
                  {review.body}
                </blockquote>
              )}
              <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
                {t(review.hiddenReason === 'admin' ? 'admin.reviews.hiddenByAdmin' : 'admin.reviews.hiddenByReports', {
                  date: formatDate(review.hiddenAt),
                })}
                {' · '}
                {t('admin.reviews.openReports', { count: review.openReports })}
              </p>
              <div className="mt-3">
                <Button
                  size="sm"
                  onClick={() => {
                    onRestore(review);
                  }}
                >
                  {t('admin.reviews.restore')}
                </Button>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {last && oldest && reviews.length === HIDDEN_PAGE && (
        <Button
          variant="secondary"
          className="mt-4"
          onClick={() => {
            onOlder(oldest.id);
          }}
        >
          {t('admin.reviews.older')}
        </Button>
      )}
    </>
  );
}
