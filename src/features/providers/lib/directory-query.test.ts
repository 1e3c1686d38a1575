import { effectiveSort, isFiltered, readFilters, writeFilters, type DirectoryFilters } from './directory-query';

const none: DirectoryFilters = {
  q: '',
  sort: null,
  job: null,
  available: false,
  verified: false,
  minRating: null,
  maxCharge: null,
};

describe('readFilters', () => {
  it('reads every filter from the address', () => {
    expect(
      readFilters(new URLSearchParams('q=+plumber+kochi+&sort=top&job=Plumber&available=1&verified=1&min_rating=4')),
    ).toEqual({
      q: 'plumber kochi',
      sort: 'top',
      job: 'Plumber',
      available: true,
      verified: true,
      minRating: 4,
      maxCharge: null,
    });
    expect(readFilters(new URLSearchParams('sort=charge&max_charge=300'))).toEqual({
      ...none,
      sort: 'charge',
      maxCharge: 300,
    });
    expect(readFilters(new URLSearchParams('max_charge=0')).maxCharge).toBe(0);
  });

  it('ignores unknown values and reads an old "?sort=Plumber" link as the trade', () => {
    expect(
      readFilters(new URLSearchParams('sort=cheapest&job=Carpenter&available=yes&verified=yes&min_rating=9')),
    ).toEqual(none);
    for (const charge of ['', '250', '-1', 'free', '1e9']) {
      expect(readFilters(new URLSearchParams(`max_charge=${charge}`)).maxCharge).toBeNull();
    }
    expect(readFilters(new URLSearchParams('sort=Plumber'))).toEqual({ ...none, job: 'Plumber' });
    expect(readFilters(new URLSearchParams('sort=all'))).toEqual({ ...none, sort: 'name' });
    expect(readFilters(new URLSearchParams(`q=${'x'.repeat(300)}`)).q).toHaveLength(100);
  });
});

describe('writeFilters', () => {
  it('writes only what is set and keeps other parameters', () => {
    const next = writeFilters(new URLSearchParams('provider=abc&sort=top&q=x'), {
      ...none,
      q: ' kochi ',
      available: true,
      verified: true,
      minRating: 4.5,
    });
    expect(next.toString()).toBe('q=kochi&available=1&verified=1&min_rating=4.5&provider=abc');
    expect(writeFilters(new URLSearchParams(), { ...none, sort: 'charge', maxCharge: 200 }).toString()).toBe(
      'sort=charge&max_charge=200',
    );
  });

  it('round-trips through readFilters', () => {
    const filters: DirectoryFilters = {
      q: 'rajan',
      sort: 'nearest',
      job: 'Electrician',
      available: false,
      verified: true,
      minRating: 3,
      maxCharge: 0,
    };
    expect(readFilters(writeFilters(new URLSearchParams(), filters))).toEqual(filters);
  });
});

describe('effectiveSort', () => {
  it('defaults to best match while searching and to Name A–Z otherwise', () => {
    expect(effectiveSort({ ...none, q: 'kochi' }, false)).toBe('relevance');
    expect(effectiveSort(none, false)).toBe('name');
  });

  it('falls back when Nearest has no location or Best match has no search', () => {
    expect(effectiveSort({ ...none, sort: 'nearest' }, false)).toBe('name');
    expect(effectiveSort({ ...none, sort: 'nearest' }, true)).toBe('nearest');
    expect(effectiveSort({ ...none, sort: 'relevance' }, true)).toBe('name');
    expect(effectiveSort({ ...none, q: 'x', sort: 'top' }, true)).toBe('top');
  });
});

describe('isFiltered', () => {
  it('is false only without search and filters (the order does not narrow)', () => {
    expect(isFiltered({ ...none, sort: 'top' })).toBe(false);
    expect(isFiltered({ ...none, available: true })).toBe(true);
    expect(isFiltered({ ...none, verified: true })).toBe(true);
    expect(isFiltered({ ...none, maxCharge: 0 })).toBe(true);
    expect(isFiltered({ ...none, sort: 'charge' })).toBe(false);
  });
});
