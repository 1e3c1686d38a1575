import type { Provider } from './provider';
import { orderNearby } from './sort-providers';

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
    job,
    location: '',
    pictureUrl: '',
    distanceKm: null,
    ratingCount,
    ratingAvg: ratingScore,
    ratingScore,
    availability: 'available',
    responseSeconds: null,
    visitingCharge: null,
    jobsDone: 0,
    phoneVerified: false,
    idChecked: false,
  };
}

const names = (list: Provider[]) => list.map((p) => p.fullName);

describe('orderNearby', () => {
  it('orders the nearby page by distance as given, or by rating', () => {
    const near = [
      { ...provider('1', 'Near', 'New', 'Plumber'), distanceKm: 0.5 },
      { ...provider('2', 'Mid', 'Rated', 'Plumber', 4.2, 3), distanceKm: 2 },
      { ...provider('3', 'Far', 'Best', 'Plumber', 4.6, 12), distanceKm: 8 },
    ];
    expect(names(orderNearby(near, 'nearest'))).toEqual(['Near New', 'Mid Rated', 'Far Best']);
    expect(names(orderNearby(near, 'top'))).toEqual(['Far Best', 'Mid Rated', 'Near New']);
  });
});
