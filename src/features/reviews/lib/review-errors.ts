import type { ApiError } from '../../../lib/api/api-error';

/** A clear sentence for a refused review, by the database's error code. */
export function reviewErrorMessage(error: ApiError, providerFirstName: string): string {
  switch (error.code) {
    case '23505':
      return `You have already reviewed ${providerFirstName} — edit your review instead.`;
    case '42501':
      return `You can review ${providerFirstName} once they have accepted your request.`;
    case '23514':
      return 'Choose 1 to 5 stars and keep the text to 1000 characters.';
    default:
      return `Your review could not be saved. ${error.message}`;
  }
}
