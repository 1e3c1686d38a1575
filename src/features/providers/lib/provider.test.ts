import { nearbyToProvider, telHref, toProvider } from './provider';

const row = {
  uuid: 'p1',
  first_name: ' Joseph ',
  last_name: 'Kurian',
  email: 'plumber@mistri.test',
  phonenumber: '+91 98470 22222',
  job: 'Plumber',
  location: 'Kaloor Road, Kochi',
  profilePicUrl: '',
  availability: 'busy',
};

describe('provider rows', () => {
  it('maps a directory row', () => {
    expect(toProvider(row)).toEqual({
      uuid: 'p1',
      firstName: 'Joseph',
      lastName: 'Kurian',
      fullName: 'Joseph Kurian',
      email: 'plumber@mistri.test',
      phone: '+91 98470 22222',
      job: 'Plumber',
      location: 'Kaloor Road, Kochi',
      pictureUrl: '',
      distanceKm: null,
      availability: 'busy',
      responseSeconds: null,
    });
  });

  it('names a provider without names by their e-mail', () => {
    expect(toProvider({ ...row, first_name: '', last_name: ' ' }).fullName).toBe('plumber');
  });

  it('maps nearby rows with their distance and drops incomplete ones', () => {
    const nearby = {
      ...row,
      latitude: 9.99,
      longitude: 76.3,
      created_at: null,
      updated_at: null,
      distance_km: 3.2,
      response_seconds: 1200,
    };
    expect(nearbyToProvider(nearby)).toMatchObject({ distanceKm: 3.2, availability: 'busy', responseSeconds: 1200 });
    expect(nearbyToProvider({ ...nearby, availability: null })?.availability).toBe('available');
    expect(nearbyToProvider({ ...nearby, uuid: null })).toBeNull();
    expect(nearbyToProvider({ ...nearby, distance_km: null })).toBeNull();
  });

  it('dials the digits of a phone number', () => {
    expect(telHref('+91 98470-22222')).toBe('tel:+919847022222');
  });
});
