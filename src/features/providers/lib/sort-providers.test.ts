import type { Provider } from './provider';
import { isProviderSort, sortProviders } from './sort-providers';

function provider(uuid: string, firstName: string, lastName: string, job: Provider['job']): Provider {
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

  it('knows its choices', () => {
    expect(isProviderSort('Plumber')).toBe(true);
    expect(isProviderSort('all')).toBe(true);
    expect(isProviderSort('Carpenter')).toBe(false);
  });
});
