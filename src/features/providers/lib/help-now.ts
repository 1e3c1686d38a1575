import type { Job } from '../../../lib/domain/job';

/** How long one round waits before the next providers are asked (help_now_round_minutes()). */
export const HELP_NOW_ROUND_MINUTES = 10;
export const HELP_NOW_ROUNDS = 3;
/** A finished help-now request stays on the page this long. */
const SHOWN_AFTER_END_MS = 60 * 60 * 1000;

export type HelpNowState = 'open' | 'accepted' | 'unanswered' | 'cancelled';

/** One provider a help-now request was sent to. */
export interface HelpNowCopy {
  messageId: number;
  providerId: string;
  providerName: string;
  status: string;
  seen: boolean;
}

/** The customer's latest help-now request as its page follows it. */
export interface HelpNow {
  id: number;
  job: Job;
  state: HelpNowState;
  round: number;
  /** When the current round is over and the next providers are asked (or it ends). */
  roundEndsAt: string;
  endedAt: string | null;
  copies: HelpNowCopy[];
  winner: HelpNowCopy | null;
}

export interface HelpNowRow {
  id: number;
  job: string;
  state: string;
  round: number;
  round_started_at: string;
  ended_at: string | null;
  winner: number | null;
}

export interface HelpNowCopyRow {
  message_id: number;
  /** Null when the provider has deleted their account. */
  to: string | null;
  spname: string;
  status: string;
  seen_at: string | null;
}

function roundEnd(startedAt: string): string {
  return new Date(new Date(startedAt).getTime() + HELP_NOW_ROUND_MINUTES * 60_000).toISOString();
}

/** The state as of `now`: an open request whose last round is over reads as unanswered. */
export function toHelpNow(row: HelpNowRow, copies: HelpNowCopyRow[], now = Date.now()): HelpNow {
  const roundEndsAt = roundEnd(row.round_started_at);
  const state: HelpNowState =
    row.state === 'accepted' || row.state === 'cancelled'
      ? row.state
      : row.state === 'unanswered' || (row.round >= HELP_NOW_ROUNDS && new Date(roundEndsAt).getTime() <= now)
        ? 'unanswered'
        : 'open';
  const all = copies.map((copy) => ({
    messageId: copy.message_id,
    providerId: copy.to ?? '',
    providerName: copy.spname.trim(),
    status: copy.status,
    seen: copy.seen_at !== null,
  }));
  return {
    id: row.id,
    job: row.job === 'Plumber' ? 'Plumber' : 'Electrician',
    state,
    round: row.round,
    roundEndsAt,
    endedAt: row.ended_at,
    copies: all,
    winner: all.find((copy) => copy.messageId === row.winner) ?? null,
  };
}

/** Whether the page still shows it: while it runs, and for an hour after it ended. */
export function isHelpNowShown(helpNow: HelpNow, now = Date.now()): boolean {
  if (helpNow.state === 'open') return true;
  const ended = helpNow.endedAt ?? helpNow.roundEndsAt;
  return now - new Date(ended).getTime() < SHOWN_AFTER_END_MS;
}
