import { toVisit, toVisitState, viewerSide, type VisitRow } from './visit';

const row = (changes: Partial<VisitRow> = {}): VisitRow => ({
  message_id: 7,
  from: 'customer',
  to: 'provider',
  status: 'accepted',
  username: 'Meera Joseph',
  spname: 'Suresh Babu',
  sp_profile: '',
  wanted: 'soon',
  wanted_date: null,
  wanted_slot: null,
  visit_date: null,
  visit_slot: null,
  visit_by: null,
  visit_agreed_at: null,
  ...changes,
});

describe('where agreeing a visit stands', () => {
  it('has nothing proposed while the customer asked for "as soon as possible"', () => {
    expect(toVisitState(row())).toEqual({ kind: 'none' });
  });

  it("takes the customer's wanted slot as their first proposal", () => {
    expect(toVisitState(row({ wanted: 'slot', wanted_date: '2026-11-28', wanted_slot: 'evening' }))).toEqual({
      kind: 'proposed',
      time: { date: '2026-11-28', slot: 'evening' },
      by: 'customer',
      wanted: true,
    });
  });

  it('follows the latest proposal and who made it, then the agreement', () => {
    const proposed = row({
      wanted: 'slot',
      wanted_date: '2026-11-28',
      wanted_slot: 'evening',
      visit_date: '2026-11-29',
      visit_slot: 'morning',
      visit_by: 'provider',
    });
    expect(toVisitState(proposed)).toEqual({
      kind: 'proposed',
      time: { date: '2026-11-29', slot: 'morning' },
      by: 'provider',
      wanted: false,
    });
    expect(toVisitState({ ...proposed, visit_agreed_at: '2026-11-26T10:00:00Z' })).toEqual({
      kind: 'agreed',
      time: { date: '2026-11-29', slot: 'morning' },
    });
  });

  it('names both sides and tells the viewer which one they are', () => {
    const visit = toVisit(row());
    expect(visit).toMatchObject({ messageId: 7, customerName: 'Meera', providerName: 'Suresh Babu' });
    expect(viewerSide(visit, 'customer')).toBe('customer');
    expect(viewerSide(visit, 'provider')).toBe('provider');
    expect(viewerSide(visit, 'someone else')).toBeNull();
  });
});
