import { Spinner } from '../../../components/spinner';
import { StarRating } from '../../../components/star-rating';
import { StatTile } from '../../../components/stat-tile';
import { useGetRatingSummaryQuery, useWatchReviewsQuery } from '../api/reviews-api';
import { t } from '../../../lib/i18n';

/** The dashboard's "Your Ratings": the real average and count, kept live as reviews arrive. */
export function RatingTile({ providerId }: { providerId: string }) {
  useWatchReviewsQuery(providerId);
  const { data, isLoading, isError } = useGetRatingSummaryQuery(providerId);
  const rated = data && data.count > 0 && data.average !== null;
  const hint = isError
    ? 'Your rating could not be loaded'
    : rated
      ? `${String(data.count)} ${data.count === 1 ? 'review' : 'reviews'}`
      : 'No reviews yet';
  return (
    <StatTile title={t('reviews.ratingTile.yourRatings')} hint={hint} className="col-span-2 sm:col-span-1">
      {isLoading ? (
        <Spinner size="sm" label={t('reviews.ratingTile.loadingYourRating')} />
      ) : rated && data.average !== null ? (
        <>
          <span>{data.average.toFixed(1)}</span>
          <StarRating value={data.average} size="md" />
        </>
      ) : (
        <span className="text-xl text-slate-700 dark:text-slate-300">{t('reviews.ratingTile.newOnMistri')}</span>
      )}
    </StatTile>
  );
}
