import type { Database } from '../../../lib/database.types';

type PublicReviewRow = Database['public']['Functions']['provider_reviews']['Returns'][number];
type SummaryRow = Database['public']['Functions']['provider_rating_summary']['Returns'][number];
export type ReviewRow = Database['public']['Tables']['reviews']['Row'];

/** Reviews can be edited by their author for this many days. */
export const EDIT_DAYS = 30;
export const BODY_MAX = 1000;
/** Reviews shown per "Load more". */
export const REVIEWS_PAGE = 10;

/** A review as everyone sees it: the reviewer by first name and last initial. */
export interface PublicReview {
  id: number;
  reviewerName: string;
  rating: number;
  body: string;
  reply: string | null;
  createdAt: string;
  repliedAt: string | null;
}

export interface RatingSummary {
  count: number;
  /** Null before the first review. */
  average: number | null;
  /** How many reviews gave 1, 2, 3, 4 and 5 stars (index 0 is one star). */
  stars: [number, number, number, number, number];
}

/** The signed-in customer's own review of one connection. */
export interface OwnReview {
  id: number;
  rating: number;
  body: string;
  createdAt: string;
}

export function toPublicReview(row: PublicReviewRow): PublicReview {
  return {
    id: row.id,
    reviewerName: row.reviewer_name,
    rating: row.rating,
    body: row.body,
    reply: row.reply,
    createdAt: row.created_at,
    repliedAt: row.replied_at,
  };
}

export function toSummary(row: SummaryRow | undefined): RatingSummary {
  const count = row?.rating_count ?? 0;
  return {
    count,
    average: row && count > 0 ? row.rating_avg : null,
    stars: [row?.stars_1 ?? 0, row?.stars_2 ?? 0, row?.stars_3 ?? 0, row?.stars_4 ?? 0, row?.stars_5 ?? 0],
  };
}

/** Whether the author may still edit a review written at `createdAt`. */
export function canEdit(createdAt: string, now = Date.now()): boolean {
  return now - new Date(createdAt).getTime() < EDIT_DAYS * 86_400_000;
}

/** "Rajan" from "Rajan Pillai". */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
