import { Suspense, useEffect, useRef, useState } from 'react';
import { t, withMessages } from '../../../lib/i18n';
import { lazyPart } from '../../../lib/load-when-online';
import { SectionHeading } from './section-heading';

// The cards' words are in the `rest` part of the catalog: they come with the list, not the first paint.
const RecentReviewsList = lazyPart(withMessages('rest', () => import('./recent-reviews-list')));

/** Starts once the section is about to scroll into view, so a visitor's first paint never waits for it. */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
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
    if (ref.current) observer.observe(ref.current);
    return () => {
      observer.disconnect();
    };
  }, []);
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
        />
        {/* As tall as the cards, so nothing below moves when they come. */}
        <div className="min-h-56">
          {near && (
            <Suspense fallback={null}>
              <RecentReviewsList />
            </Suspense>
          )}
        </div>
      </div>
    </section>
  );
}
