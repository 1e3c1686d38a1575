import type { Database } from '../../../lib/database.types';

type JobProgressRow = Database['public']['Tables']['job_progress']['Row'];

/** How long a job marked done waits for the other side (job_done_hours() in the database). */
export const JOB_DONE_HOURS = 48;
/** The longest note a cancellation may carry (cancel_job). */
export const CANCEL_NOTE_MAX = 300;

/** Where a job stands: on (nothing recorded yet), marked done, done, disputed or cancelled. */
export type JobStage = 'on' | 'marked' | 'done' | 'disputed' | 'cancelled';

export const CUSTOMER_CANCEL_REASONS = [
  'no_longer_needed',
  'found_someone_else',
  'price_not_agreed',
  'no_show',
  'other',
] as const;
export const PROVIDER_CANCEL_REASONS = [
  'cannot_make_it',
  'not_my_kind_of_work',
  'price_not_agreed',
  'no_show',
  'other',
] as const;
export type CancelReason = (typeof CUSTOMER_CANCEL_REASONS)[number] | (typeof PROVIDER_CANCEL_REASONS)[number];

const ALL_REASONS: readonly string[] = [...CUSTOMER_CANCEL_REASONS, ...PROVIDER_CANCEL_REASONS];

export function isCancelReason(value: unknown): value is CancelReason {
  return typeof value === 'string' && ALL_REASONS.includes(value);
}

/** The job of one accepted connection as its page shows it. */
export interface JobProgress {
  messageId: number;
  /** Empty when that party has deleted their account (also providerId). */
  customerId: string;
  providerId: string;
  stage: Exclude<JobStage, 'on'>;
  markedBy: string | null;
  markedAt: string | null;
  confirmedBy: string | null;
  doneAt: string | null;
  cancelledBy: string | null;
  cancelReason: CancelReason | null;
  cancelNote: string | null;
}

export const JOB_PROGRESS_COLUMNS =
  'message_id, customer, provider, state, marked_by, marked_at, confirmed_by, done_at, cancelled_by, cancel_reason, cancel_note';

export type JobProgressFields = Pick<
  JobProgressRow,
  | 'message_id'
  | 'customer'
  | 'provider'
  | 'state'
  | 'marked_by'
  | 'marked_at'
  | 'confirmed_by'
  | 'done_at'
  | 'cancelled_by'
  | 'cancel_reason'
  | 'cancel_note'
>;

function toStage(state: string): JobProgress['stage'] {
  return state === 'done' || state === 'disputed' || state === 'cancelled' ? state : 'marked';
}

export function toJobProgress(row: JobProgressFields): JobProgress {
  return {
    messageId: row.message_id,
    customerId: row.customer ?? '',
    providerId: row.provider ?? '',
    stage: toStage(row.state),
    markedBy: row.marked_by,
    markedAt: row.marked_at,
    confirmedBy: row.confirmed_by,
    doneAt: row.done_at,
    cancelledBy: row.cancelled_by,
    cancelReason: isCancelReason(row.cancel_reason) ? row.cancel_reason : null,
    cancelNote: row.cancel_note,
  };
}

/** When a mark counts as done without an answer; null when the job is not marked. */
export function doneDueAt(job: JobProgress | null): Date | null {
  if (!job?.markedAt || job.stage !== 'marked') return null;
  return new Date(Date.parse(job.markedAt) + JOB_DONE_HOURS * 3_600_000);
}

/** The stage as of `now`: a mark left unanswered for 48 hours is done (job_state() in the database). */
export function stageAt(job: JobProgress | null, now: number): JobStage {
  if (!job) return 'on';
  const due = doneDueAt(job);
  return due && due.getTime() <= now ? 'done' : job.stage;
}

export type JobAction = 'mark' | 'confirm' | 'dispute' | 'cancel';

/** What the viewer may do next, in the order the database allows (mark_job_done and the rest). */
export function jobActions(job: JobProgress | null, viewerId: string, now: number): JobAction[] {
  const stage = stageAt(job, now);
  if (stage === 'on' || stage === 'disputed') return ['mark', 'cancel'];
  if (stage === 'marked') return job?.markedBy === viewerId ? ['cancel'] : ['confirm', 'dispute', 'cancel'];
  return [];
}

/** The reasons the viewer's side may give to cancel. */
export function cancelReasonsFor(side: 'customer' | 'provider'): readonly CancelReason[] {
  return side === 'customer' ? CUSTOMER_CANCEL_REASONS : PROVIDER_CANCEL_REASONS;
}

export type CancelNoteProblem = 'noteNeeded' | 'noteTooLong';

/** What is wrong with a cancellation's note, as cancel_job checks it; null when it may be sent. */
export function cancelNoteProblem(reason: CancelReason, note: string): CancelNoteProblem | null {
  const trimmed = note.trim();
  // Counted in code points, as the database's char_length counts.
  if (Array.from(trimmed).length > CANCEL_NOTE_MAX) return 'noteTooLong';
  if (reason === 'other' && trimmed === '') return 'noteNeeded';
  return null;
}
