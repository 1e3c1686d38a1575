import { toast } from 'react-toastify';
import { t } from '../../../lib/i18n';

/**
 * The outcome of an admin decision as a toast. A failure was already logged by the endpoint's
 * run(); the toast says it to the admin with the database's reason.
 */
export function announceDecision(result: { error?: unknown }, success: string): boolean {
  if (result.error) {
    const message =
      typeof result.error === 'object' && 'message' in result.error && typeof result.error.message === 'string'
        ? result.error.message
        : t('admin.loadFailed');
    toast.error(t('admin.failed', { message }));
    return false;
  }
  toast.success(success);
  return true;
}
