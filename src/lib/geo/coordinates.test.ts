import { distanceKm, isValidCoordinates } from './coordinates';

describe('coordinates', () => {
  it('accepts latitudes within ±90 and longitudes within ±180 only', () => {
    expect(isValidCoordinates(9.9674, 76.2858)).toBe(true);
    expect(isValidCoordinates(-90, 180)).toBe(true);
    expect(isValidCoordinates(90.01, 0)).toBe(false);
    expect(isValidCoordinates(0, -180.5)).toBe(false);
    expect(isValidCoordinates(Number.NaN, 0)).toBe(false);
  });

  it('measures great-circle distances on a 6371 km sphere', () => {
    const kochi = { latitude: 9.9674, longitude: 76.2858 };
    expect(distanceKm(kochi, kochi)).toBe(0);
    // One degree of latitude is 6371 * π / 180 km.
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111.195, 3);
    // Kochi MG Road to Thiruvananthapuram, about 170 km as the crow flies.
    expect(distanceKm(kochi, { latitude: 8.4855, longitude: 76.9492 })).toBeGreaterThan(170);
    expect(distanceKm(kochi, { latitude: 8.4855, longitude: 76.9492 })).toBeLessThan(185);
  });
});
