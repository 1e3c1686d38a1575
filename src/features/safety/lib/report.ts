import type { ApiError } from '../../../lib/api/api-error';
import { t } from '../../../lib/i18n';

/** What can be reported, as public.reports.target_type names it. */
export type ReportTarget = 'provider' | 'customer' | 'review' | 'message';

/** The reasons public.reports accepts, in the order the form lists them. */
export const REPORT_REASONS = ['spam', 'abuse', 'fraud', 'fake', 'unsafe', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_DETAILS_MAX = 1000;

export interface NewReport {
  targetType: ReportTarget;
  targetId: string;
  reason: ReportReason;
  details: string;
}

/** The text shown when a report fails: a repeat, the daily limit (the one P0001 of a report), or a retry hint. */
export function reportErrorMessage(error: ApiError): string {
  if (error.code === '23505') return t('safety.report.already');
  if (error.code === 'P0001') return t('safety.report.tooMany');
  return t('safety.report.failed');
}
