import { describe, expect, it } from 'vitest';
import {
  cancelNoteProblem,
  cancelReasonsFor,
  doneDueAt,
  jobActions,
  stageAt,
  toJobProgress,
  type JobProgressFields,
} from './job';

const CUSTOMER = 'c0000000-0000-4000-8000-000000000001';
const PROVIDER = 'p0000000-0000-4000-8000-000000000002';
const NOW = Date.parse('2026-11-26T12:00:00Z');
const hoursAgo = (hours: number) => new Date(NOW - hours * 3_600_000).toISOString();

function row(fields: Partial<JobProgressFields>): JobProgressFields {
  return {
    message_id: 7,
    customer: CUSTOMER,
    provider: PROVIDER,
    state: 'marked',
    marked_by: PROVIDER,
    marked_at: hoursAgo(1),
    confirmed_by: null,
    done_at: null,
    cancelled_by: null,
    cancel_reason: null,
    cancel_note: null,
    ...fields,
  };
}

describe('stageAt', () => {
  it('is on when nothing is recorded', () => {
    expect(stageAt(null, NOW)).toBe('on');
  });

  it('reads a mark as done once 48 hours passed without an answer', () => {
    expect(stageAt(toJobProgress(row({ marked_at: hoursAgo(47.9) })), NOW)).toBe('marked');
    expect(stageAt(toJobProgress(row({ marked_at: hoursAgo(48) })), NOW)).toBe('done');
  });

  it('keeps a disputed or cancelled job as it is, however old the mark', () => {
    expect(stageAt(toJobProgress(row({ state: 'disputed', marked_at: hoursAgo(100) })), NOW)).toBe('disputed');
    expect(stageAt(toJobProgress(row({ state: 'cancelled', marked_at: hoursAgo(100) })), NOW)).toBe('cancelled');
  });
});

describe('doneDueAt', () => {
  it('is 48 hours after the mark, only while marked', () => {
    expect(doneDueAt(toJobProgress(row({ marked_at: '2026-11-20T10:00:00Z' })))?.toISOString()).toBe(
      '2026-11-22T10:00:00.000Z',
    );
    expect(doneDueAt(toJobProgress(row({ state: 'done', done_at: hoursAgo(1) })))).toBeNull();
    expect(doneDueAt(null)).toBeNull();
  });
});

describe('jobActions', () => {
  it('lets either side mark or cancel a job that is on or disputed', () => {
    expect(jobActions(null, CUSTOMER, NOW)).toEqual(['mark', 'cancel']);
    expect(jobActions(toJobProgress(row({ state: 'disputed' })), PROVIDER, NOW)).toEqual(['mark', 'cancel']);
  });

  it('lets only the other side confirm or dispute a mark', () => {
    const marked = toJobProgress(row({}));
    expect(jobActions(marked, CUSTOMER, NOW)).toEqual(['confirm', 'dispute', 'cancel']);
    expect(jobActions(marked, PROVIDER, NOW)).toEqual(['cancel']);
  });

  it('allows nothing once done (also by the 48 hours) or cancelled', () => {
    expect(jobActions(toJobProgress(row({ marked_at: hoursAgo(49) })), CUSTOMER, NOW)).toEqual([]);
    expect(jobActions(toJobProgress(row({ state: 'cancelled' })), CUSTOMER, NOW)).toEqual([]);
  });
});

describe('cancel reasons and notes', () => {
  it('gives each side its own reasons, ending with other', () => {
    expect(cancelReasonsFor('customer')).toContain('found_someone_else');
    expect(cancelReasonsFor('customer')).not.toContain('cannot_make_it');
    expect(cancelReasonsFor('provider')).toContain('cannot_make_it');
    expect(cancelReasonsFor('provider').at(-1)).toBe('other');
  });

  it('needs a note for other and refuses one over 300 characters', () => {
    expect(cancelNoteProblem('other', '  ')).toBe('noteNeeded');
    expect(cancelNoteProblem('other', 'Part not available')).toBeNull();
    expect(cancelNoteProblem('no_show', '')).toBeNull();
    expect(cancelNoteProblem('no_show', 'x'.repeat(301))).toBe('noteTooLong');
    expect(cancelNoteProblem('no_show', 'ൾ'.repeat(300))).toBeNull();
  });

  it('drops an unknown stored reason', () => {
    expect(toJobProgress(row({ state: 'cancelled', cancel_reason: 'bogus' })).cancelReason).toBeNull();
  });
});
