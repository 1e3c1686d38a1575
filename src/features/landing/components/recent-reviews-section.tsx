import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { t } from '../../../lib/i18n';
import { RecentReviewsSkeleton } from './recent-reviews-skeleton';
import { SectionHeading } from './section-heading';

const RecentReviewsList = lazy(() => import('./recent-reviews-list'));

/** Starts once the section is about to scroll into view, so a visitor's first paint never waits for it. */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [near]);
  return { ref, near };
}

/** Real reviews from verified customers (the newest 4- and 5-star ones), in place of made-up quotes. */
export function RecentReviewsSection() {
  const { ref, near } = useNearViewport<HTMLElement>();
  return (
    <section ref={ref} aria-labelledby="recent-reviews-title" className="bg-white py-16 sm:py-20 dark:bg-slate-900/50">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="recent-reviews-title"
          eyebrow={t('landing.recentReviews.eyebrow')}
          title={t('landing.recentReviews.title')}
          intro={t('landing.recentReviews.intro')}
        />
        {near ? (
          <Suspense fallback={<RecentReviewsSkeleton />}>
            <RecentReviewsList />
          </Suspense>
        ) : (
          <RecentReviewsSkeleton />
        )}
      </div>
    </section>
  );
}
