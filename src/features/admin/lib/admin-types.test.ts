import { describe, expect, it } from 'vitest';
import { auditActionKey, toReportGroups } from './admin-types';

describe('auditActionKey', () => {
  it('names each decision the database writes, and any other as "other"', () => {
    expect(
      [
        'report.uphold',
        'report.dismiss',
        'review.hide',
        'review.restore',
        'provider.suspend',
        'provider.unsuspend',
      ].map(auditActionKey),
    ).toEqual(['reportUphold', 'reportDismiss', 'reviewHide', 'reviewRestore', 'providerSuspend', 'providerUnsuspend']);
    expect(auditActionKey('verification.approve')).toBe('other');
  });
});

describe('toReportGroups', () => {
  const row = {
    target_type: 'review',
    target_id: '7',
    reports: 3,
    reasons: ['abuse'],
    details: [],
    first_reported_at: '2026-11-26T10:00:00Z',
    last_reported_at: '2026-11-26T11:00:00Z',
    target_name: 'Kiran Joseph',
    target_text: 'Rude',
    review_hidden: true,
  };

  it('keeps the four report targets and reads a deleted target as unnamed', () => {
    const groups = toReportGroups([
      row,
      { ...row, target_type: 'provider', target_id: 'p', target_name: null, target_text: null, review_hidden: null },
      { ...row, target_type: 'verification' },
    ] as never);
    expect(groups.map((group) => [group.targetType, group.targetName, group.reviewHidden])).toEqual([
      ['review', 'Kiran Joseph', true],
      ['provider', null, false],
    ]);
  });
});
