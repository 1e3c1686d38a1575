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
  rating_count: 3,
  rating_avg: 4.67,
  rating_score: 4.41,
  availability: 'busy',
  response_seconds: null,
  visiting_charge: 150,
  jobs_done: 12,
  phone_verified: true,
  id_checked: false,
};

describe('provider rows', () => {
  it('maps a directory row', () => {
    expect(toProvider(row)).toEqual({
      uuid: 'p1',
      firstName: 'Joseph',
      lastName: 'Kurian',
      fullName: 'Joseph Kurian',
      job: 'Plumber',
      location: 'Kaloor Road, Kochi',
      pictureUrl: '',
      distanceKm: null,
      ratingCount: 3,
      ratingAvg: 4.67,
      ratingScore: 4.41,
      availability: 'busy',
      responseSeconds: null,
      visitingCharge: 150,
      jobsDone: 12,
      phoneVerified: true,
      idChecked: false,
    });
  });

  it('shows no average or score before the first review', () => {
    const fresh = toProvider({ ...row, rating_count: 0, rating_avg: null, rating_score: null });
    expect(fresh).toMatchObject({ ratingCount: 0, ratingAvg: null, ratingScore: null });
  });

  it('names a provider without names by their trade word, never by their (private) e-mail', () => {
    expect(toProvider({ ...row, first_name: '', last_name: ' ' }).fullName).toBe('Service provider');
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
    expect(nearbyToProvider(nearby)).toMatchObject({
      distanceKm: 3.2,
      availability: 'busy',
      responseSeconds: 1200,
      visitingCharge: 150,
      jobsDone: 12,
    });
    expect(nearbyToProvider({ ...nearby, visiting_charge: null })?.visitingCharge).toBeNull();
    expect(nearbyToProvider({ ...nearby, jobs_done: null })?.jobsDone).toBe(0);
    expect(nearbyToProvider({ ...nearby, id_checked: true })).toMatchObject({ phoneVerified: true, idChecked: true });
    expect(nearbyToProvider({ ...nearby, phone_verified: null })?.phoneVerified).toBe(false);
    expect(nearbyToProvider({ ...nearby, availability: null })?.availability).toBe('available');
    expect(nearbyToProvider({ ...nearby, uuid: null })).toBeNull();
    expect(nearbyToProvider({ ...nearby, distance_km: null })).toBeNull();
  });

  it('dials the digits of a phone number', () => {
    expect(telHref('+91 98470-22222')).toBe('tel:+919847022222');
  });
});
