import { describe, expect, it } from 'vitest';
import { isHelpNowShown, toHelpNow, type HelpNowRow } from './help-now';

const start = '2026-11-26T10:00:00Z';
const at = (minutes: number) => new Date(start).getTime() + minutes * 60_000;

function row(overrides: Partial<HelpNowRow> = {}): HelpNowRow {
  return {
    id: 4,
    job: 'Electrician',
    state: 'open',
    round: 1,
    round_started_at: start,
    ended_at: null,
    winner: null,
    ...overrides,
  };
}

const copies = [
  { message_id: 10, to: 'a', spname: 'Anil Kumar ', status: 'pending', seen_at: '2026-11-26T10:01:00Z' },
  { message_id: 11, to: 'b', spname: 'Biju', status: 'pending', seen_at: null },
];

describe('toHelpNow', () => {
  it('reads a withdrawn request as cancelled, not as running, whatever its round', () => {
    const withdrawn = row({ state: 'cancelled', round: 3, ended_at: '2026-11-26T10:05:00Z' });
    expect(toHelpNow(withdrawn, copies, at(6)).state).toBe('cancelled');
    expect(toHelpNow(withdrawn, copies, at(40)).state).toBe('cancelled');
    expect(isHelpNowShown(toHelpNow(withdrawn, copies, at(6)), at(6))).toBe(true);
  });

  it('counts the providers asked and those who have seen it, and when the round ends', () => {
    const helpNow = toHelpNow(row(), copies, at(1));
    expect(helpNow.state).toBe('open');
    expect(helpNow.copies.map((copy) => copy.seen)).toEqual([true, false]);
    expect(helpNow.roundEndsAt).toBe('2026-11-26T10:10:00.000Z');
    expect(helpNow.winner).toBeNull();
  });

  it('reads an open request whose last round is over as unanswered, an earlier round as still open', () => {
    expect(toHelpNow(row({ round: 3 }), copies, at(11)).state).toBe('unanswered');
    expect(toHelpNow(row({ round: 2 }), copies, at(11)).state).toBe('open');
  });

  it('names the winner once accepted', () => {
    const helpNow = toHelpNow(row({ state: 'accepted', winner: 11, ended_at: start }), copies, at(2));
    expect(helpNow.state).toBe('accepted');
    expect(helpNow.winner?.providerName).toBe('Biju');
  });
});

describe('isHelpNowShown', () => {
  it('shows a running request, and an ended one for an hour', () => {
    expect(isHelpNowShown(toHelpNow(row(), copies, at(500)), at(500))).toBe(true);
    const ended = toHelpNow(row({ state: 'unanswered', ended_at: start }), copies, at(30));
    expect(isHelpNowShown(ended, at(30))).toBe(true);
    expect(isHelpNowShown(ended, at(61))).toBe(false);
  });
});
