/** How many reviews the landing page shows (and how many placeholders stand in for them). */
export const RECENT_REVIEW_SLOTS = 3;
