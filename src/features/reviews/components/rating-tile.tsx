import { Spinner } from '../../../components/spinner';
import { StarRating } from '../../../components/star-rating';
import { StatTile } from '../../../components/stat-tile';
import { useGetRatingSummaryQuery, useWatchReviewsQuery } from '../api/reviews-api';
import { t, tp } from '../../../lib/i18n';

/** The dashboard's "Your Ratings": the real average and count, kept live as reviews arrive. */
export function RatingTile({ providerId }: { providerId: string }) {
  useWatchReviewsQuery(providerId);
  const { data, isLoading, isError } = useGetRatingSummaryQuery(providerId);
  const rated = data && data.count > 0 && data.average !== null;
  const hint = isError ? t('reviews.tile.failed') : rated ? tp('reviews.count', data.count) : t('reviews.tile.none');
  return (
    <StatTile title={t('reviews.ratingTile.title')} hint={hint} className="col-span-2 sm:col-span-1">
      {isLoading ? (
        <Spinner size="sm" label={t('reviews.ratingTile.loading')} />
      ) : rated && data.average !== null ? (
        <>
          <span>{data.average.toFixed(1)}</span>
          <StarRating value={data.average} size="md" />
        </>
      ) : (
        <span className="text-xl text-slate-700 dark:text-slate-300">{t('common.ratingBadge.newOnMistri')}</span>
      )}
    </StatTile>
  );
}
