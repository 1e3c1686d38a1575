import type { ApiError } from '../../../lib/api/api-error';
import { t } from '../../../lib/i18n';

/** A clear sentence for a refused review, by the database's error code. */
export function reviewErrorMessage(error: ApiError, providerFirstName: string): string {
  switch (error.code) {
    case '23505':
      return t('reviews.errors.duplicate', { name: providerFirstName });
    case '42501':
      return t('reviews.errors.notAccepted', { name: providerFirstName });
    case '23514':
      return t('reviews.errors.invalid');
    default:
      return t('reviews.errors.notSaved', { message: error.message });
  }
}
