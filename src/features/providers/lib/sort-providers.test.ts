import type { Provider } from './provider';
import { isProviderSort, orderNearby, sortProviders } from './sort-providers';

function provider(
  uuid: string,
  firstName: string,
  lastName: string,
  job: Provider['job'],
  ratingScore: number | null = null,
  ratingCount = 0,
): Provider {
  return {
    uuid,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    email: '',
    phone: '',
    job,
    location: '',
    pictureUrl: '',
    distanceKm: null,
    ratingCount,
    ratingAvg: ratingScore,
    ratingScore,
    availability: 'available',
    responseSeconds: null,
  };
}

const everyone = [
  provider('1', 'tomy', 'George', 'Electrician'),
  provider('2', 'Anoop', 'Paul', 'Plumber'),
  provider('3', 'Ajith', 'Kumar', 'Electrician'),
  provider('4', 'Anoop', 'Mathew', 'Plumber'),
  provider('5', 'Basil', 'Nair', 'Plumber'),
];

const names = (list: Provider[]) => list.map((p) => p.fullName);

describe('sortProviders', () => {
  it('keeps everyone for "all", sorted by first then last name, ignoring case', () => {
    expect(names(sortProviders(everyone, 'all'))).toEqual([
      'Ajith Kumar',
      'Anoop Mathew',
      'Anoop Paul',
      'Basil Nair',
      'tomy George',
    ]);
  });

  it('keeps only electricians or only plumbers', () => {
    expect(names(sortProviders(everyone, 'Electrician'))).toEqual(['Ajith Kumar', 'tomy George']);
    expect(names(sortProviders(everyone, 'Plumber'))).toEqual(['Anoop Mathew', 'Anoop Paul', 'Basil Nair']);
  });

  it('does not reorder the list it was given', () => {
    const before = names(everyone);
    sortProviders(everyone, 'all');
    expect(names(everyone)).toEqual(before);
  });

  it('puts the highest database score first for "Top rated", providers without reviews last by name', () => {
    const rated = [
      provider('1', 'Basil', 'Nair', 'Plumber'),
      provider('2', 'One', 'Five', 'Plumber', 4.45, 1),
      provider('3', 'Forty', 'Good', 'Electrician', 4.73, 40),
      provider('4', 'Ajith', 'Kumar', 'Electrician'),
    ];
    expect(names(sortProviders(rated, 'top'))).toEqual(['Forty Good', 'One Five', 'Ajith Kumar', 'Basil Nair']);
    expect(isProviderSort('top')).toBe(true);
  });

  it('orders the nearby page by distance as given, or by rating', () => {
    const near = [
      { ...provider('1', 'Near', 'New', 'Plumber'), distanceKm: 0.5 },
      { ...provider('2', 'Mid', 'Rated', 'Plumber', 4.2, 3), distanceKm: 2 },
      { ...provider('3', 'Far', 'Best', 'Plumber', 4.6, 12), distanceKm: 8 },
    ];
    expect(names(orderNearby(near, 'nearest'))).toEqual(['Near New', 'Mid Rated', 'Far Best']);
    expect(names(orderNearby(near, 'top'))).toEqual(['Far Best', 'Mid Rated', 'Near New']);
  });

  it('knows its choices', () => {
    expect(isProviderSort('Plumber')).toBe(true);
    expect(isProviderSort('all')).toBe(true);
    expect(isProviderSort('Carpenter')).toBe(false);
  });
});
