import { responseTimeText, toAvailability } from './availability';

describe('responseTimeText', () => {
  it('says nothing without a figure', () => {
    expect(responseTimeText(null)).toBeNull();
    expect(responseTimeText(undefined)).toBeNull();
    expect(responseTimeText(Number.NaN)).toBeNull();
  });

  it('rounds up to whole minutes, hours or days', () => {
    expect(responseTimeText(0)).toBe('Usually responds within 1 min');
    expect(responseTimeText(20 * 60)).toBe('Usually responds within 20 min');
    expect(responseTimeText(20 * 60 + 1)).toBe('Usually responds within 21 min');
    expect(responseTimeText(59 * 60)).toBe('Usually responds within 59 min');
    expect(responseTimeText(60 * 60)).toBe('Usually responds within 1 hour');
    expect(responseTimeText(61 * 60)).toBe('Usually responds within 2 hours');
    expect(responseTimeText(30 * 3600)).toBe('Usually responds within 2 days');
  });
});

describe('toAvailability', () => {
  it('keeps known values and reads anything else as available', () => {
    expect(toAvailability('busy')).toBe('busy');
    expect(toAvailability('away')).toBe('away');
    expect(toAvailability('asleep')).toBe('available');
    expect(toAvailability(null)).toBe('available');
  });
});
