import type { Database } from '../../../lib/database.types';

type RecentReviewRow = Database['public']['Functions']['recent_reviews']['Returns'][number];

/** A verified review shown on the landing page, with who wrote it and whom it is about. */
export interface RecentReview {
  id: number;
  reviewerName: string;
  rating: number;
  body: string;
  createdAt: string;
  providerId: string;
  providerName: string;
  job: string;
  locality: string | null;
}

export function toRecentReview(row: RecentReviewRow): RecentReview {
  return {
    id: row.id,
    reviewerName: row.reviewer_name,
    rating: row.rating,
    body: row.body,
    createdAt: row.created_at,
    providerId: row.provider,
    providerName: row.provider_name,
    job: row.job,
    // Null for a provider who has not set a place (the generated type cannot say so).
    locality: row.locality,
  };
}
