import { loadAllMessages, setLocale } from './i18n';
import { formatVisit, formatVisitShort, isUpcoming, todayInputValue, toVisitTime, visitStartsAt } from './visit-time';

beforeAll(async () => {
  await loadAllMessages();
});

afterEach(async () => {
  await setLocale('en', { remember: false });
});

describe('a visit time', () => {
  it('starts at its part of the day, India time', () => {
    expect(visitStartsAt({ date: '2026-11-28', slot: 'morning' }).toISOString()).toBe('2026-11-28T02:30:00.000Z');
    expect(visitStartsAt({ date: '2026-11-28', slot: 'afternoon' }).toISOString()).toBe('2026-11-28T06:30:00.000Z');
    expect(visitStartsAt({ date: '2026-11-28', slot: 'evening' }).toISOString()).toBe('2026-11-28T10:30:00.000Z');
  });

  it('is upcoming until its slot begins', () => {
    const time = { date: '2026-11-28', slot: 'evening' } as const;
    expect(isUpcoming(time, Date.parse('2026-11-28T10:29:59Z'))).toBe(true);
    expect(isUpcoming(time, Date.parse('2026-11-28T10:30:00Z'))).toBe(false);
  });

  it('reads only a whole day and a known part of it', () => {
    expect(toVisitTime('2026-11-28', 'morning')).toEqual({ date: '2026-11-28', slot: 'morning' });
    expect(toVisitTime('2026-11-28', 'night')).toBeNull();
    expect(toVisitTime('28/11/2026', 'morning')).toBeNull();
    expect(toVisitTime(null, 'morning')).toBeNull();
  });

  it('is worded with Intl in each language', async () => {
    const time = { date: '2026-11-28', slot: 'morning' } as const;
    expect(formatVisit(time)).toBe('Sat, 28 Nov · Morning (8 am – 12 pm)');
    expect(formatVisitShort(time)).toBe('Sat, 28 Nov, morning');
    await setLocale('hi', { remember: false });
    expect(formatVisit(time)).toBe('शनि, 28 नव॰ · सुबह (8 – 12 बजे)');
    await setLocale('ml', { remember: false });
    expect(formatVisit(time)).toContain('രാവിലെ (8 – 12)');
    expect(formatVisit(time)).toContain('28');
  });

  it("gives today's date for a date input", () => {
    expect(todayInputValue(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
