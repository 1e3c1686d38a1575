import type { ReactNode } from 'react';
import type { Database } from '../../../lib/database.types';

type Rpc<Name extends keyof Database['public']['Functions']> = Database['public']['Functions'][Name]['Returns'];

export const REPORT_TARGETS = ['provider', 'customer', 'review', 'message'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export type ReportDecision = 'uphold' | 'dismiss';

/** What the console may show to the person signed in on this device. */
export type AdminAccess =
  | { kind: 'signed-out' }
  | { kind: 'not-admin' }
  /** An admin without a verified second step: told to add an authenticator app. */
  | { kind: 'needs-factor' }
  /** An admin signed in with the password only, whose account has a second step. */
  | { kind: 'needs-code' }
  | { kind: 'ready' };

/** The open reports of one target. */
export interface ReportGroup {
  targetType: ReportTarget;
  targetId: string;
  reports: number;
  reasons: string[];
  details: string[];
  lastReportedAt: string;
  targetName: string | null;
  targetText: string | null;
  reviewHidden: boolean;
}

export interface HiddenReview {
  id: number;
  rating: number;
  body: string;
  providerName: string;
  reviewerName: string;
  hiddenAt: string;
  hiddenReason: 'reports' | 'admin';
  openReports: number;
}

export interface AdminProvider {
  uuid: string;
  name: string;
  email: string;
  job: string;
  location: string;
  suspendedAt: string | null;
}

export interface AuditEntry {
  id: number;
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: string;
  /** The provider's or customer's name, when the decision was about one. */
  targetName: string | null;
  reason: string;
  createdAt: string;
}

function isReportTarget(value: string): value is ReportTarget {
  return (REPORT_TARGETS as readonly string[]).includes(value);
}

export function toReportGroups(rows: Rpc<'admin_report_queue'>): ReportGroup[] {
  return rows.flatMap((row) =>
    isReportTarget(row.target_type)
      ? [
          {
            targetType: row.target_type,
            targetId: row.target_id,
            reports: row.reports,
            reasons: row.reasons,
            details: row.details,
            lastReportedAt: row.last_reported_at,
            // The generated types say string; a deleted target gives null.
            targetName: (row.target_name as string | null) || null,
            targetText: (row.target_text as string | null) || null,
            reviewHidden: (row.review_hidden as boolean | null) === true,
          },
        ]
      : [],
  );
}

export function toHiddenReviews(rows: Rpc<'admin_hidden_reviews'>): HiddenReview[] {
  return rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    body: row.body,
    providerName: row.provider_name,
    reviewerName: row.reviewer_name,
    hiddenAt: row.hidden_at,
    hiddenReason: row.hidden_reason === 'admin' ? 'admin' : 'reports',
    openReports: row.open_reports,
  }));
}

export function toAdminProviders(rows: Rpc<'admin_find_providers'>): AdminProvider[] {
  return rows.map((row) => ({
    uuid: row.uuid,
    name: `${row.first_name} ${row.last_name}`.trim(),
    email: row.email,
    job: row.job,
    location: row.location,
    suspendedAt: (row.suspended_at as string | null) ?? null,
  }));
}

export function toAuditEntries(rows: Rpc<'admin_audit_entries'>): AuditEntry[] {
  return rows.map((row) => ({
    id: row.id,
    actorEmail: (row.actor_email as string | null) ?? null,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    targetName: (row.target_name as string | null) || null,
    reason: row.reason,
    createdAt: row.created_at,
  }));
}

/** The catalog key of an audit action ("review.restore" → "reviewRestore"). */
export function auditActionKey(
  action: string,
):
  | 'reportUphold'
  | 'reportDismiss'
  | 'reviewHide'
  | 'reviewRestore'
  | 'providerSuspend'
  | 'providerUnsuspend'
  | 'other' {
  switch (action) {
    case 'report.uphold':
      return 'reportUphold';
    case 'report.dismiss':
      return 'reportDismiss';
    case 'review.hide':
      return 'reviewHide';
    case 'review.restore':
      return 'reviewRestore';
    case 'provider.suspend':
      return 'providerSuspend';
    case 'provider.unsuspend':
      return 'providerUnsuspend';
    default:
      return 'other';
  }
}

export const REASON_MAX = 1000;
export const AUDIT_PAGE = 25;
export const HIDDEN_PAGE = 20;

/** One tab of the console: its address in `?section=`, its name and what it shows. */
export interface AdminSection {
  id: string;
  label: string;
  content: ReactNode;
}
