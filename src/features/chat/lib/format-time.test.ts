import { formatClockTime, formatDayLabel, formatInboxTime, localDayKey } from './format-time';

// Local times, so the tests hold in every time zone.
const now = new Date(2026, 10, 21, 15, 30);
const at = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('formatClockTime', () => {
  it('shows a 24-hour local time with leading zeros', () => {
    expect(formatClockTime(at(2026, 10, 21, 9, 5))).toBe('09:05');
    expect(formatClockTime(at(2026, 10, 21, 23, 59))).toBe('23:59');
  });

  it('falls back to 00:00 for a broken value', () => {
    expect(formatClockTime('not a date')).toBe('00:00');
  });
});

describe('formatInboxTime', () => {
  it('shows the clock time for today', () => {
    expect(formatInboxTime(at(2026, 10, 21, 0, 1), now)).toBe('00:01');
  });

  it('says Yesterday for the day before, even late at night', () => {
    expect(formatInboxTime(at(2026, 10, 20, 23, 59), now)).toBe('Yesterday');
  });

  it('shows day and month within the year and adds the year before it', () => {
    expect(formatInboxTime(at(2026, 10, 2, 12, 0), now)).toBe('2 Nov');
    expect(formatInboxTime(at(2025, 11, 31, 12, 0), now)).toBe('31 Dec 2025');
  });
});

describe('formatDayLabel', () => {
  it('names today and yesterday, and dates older days', () => {
    expect(formatDayLabel(at(2026, 10, 21, 8, 0), now)).toBe('Today');
    expect(formatDayLabel(at(2026, 10, 20, 8, 0), now)).toBe('Yesterday');
    expect(formatDayLabel(at(2026, 0, 5, 8, 0), now)).toBe('5 Jan');
  });
});

describe('localDayKey', () => {
  it('groups instants by local calendar day', () => {
    expect(localDayKey(at(2026, 10, 21, 0, 0))).toBe(localDayKey(at(2026, 10, 21, 23, 59)));
    expect(localDayKey(at(2026, 10, 21, 0, 0))).not.toBe(localDayKey(at(2026, 10, 20, 23, 59)));
  });
});
