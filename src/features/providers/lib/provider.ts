import type { Database } from '../../../lib/database.types';
import { toAvailability, type Availability } from '../../../lib/availability';
import { isJob, type Job } from '../../../store/auth-user-slice';

type ProviderRow = Database['public']['Tables']['service-providers']['Row'];
type NearbyRow = Database['public']['CompositeTypes']['nearby_provider'];

/** A provider as the directory, the nearby list and the provider panel show it. */
export interface Provider {
  uuid: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phone: string;
  job: Job;
  location: string;
  pictureUrl: string;
  /** Only for nearby results: the great-circle distance from the searched point. */
  distanceKm: number | null;
  availability: Availability;
  /** Median seconds to answer a request (last 90 days); null below 3 answers. */
  responseSeconds: number | null;
}

/** Every provider shows this fixed rating (spec §9) until reviews exist. */
export const PROVIDER_RATING = 4;

export const PROVIDER_COLUMNS =
  'uuid, first_name, last_name, email, phonenumber, job, location, profilePicUrl, availability';

type ProviderFields = Pick<
  ProviderRow,
  'uuid' | 'first_name' | 'last_name' | 'email' | 'phonenumber' | 'job' | 'location' | 'profilePicUrl' | 'availability'
>;

export function toProvider(
  row: ProviderFields,
  distanceKm: number | null = null,
  responseSeconds: number | null = null,
): Provider {
  const firstName = row.first_name.trim();
  const lastName = row.last_name.trim();
  return {
    uuid: row.uuid,
    firstName,
    lastName,
    fullName: [firstName, lastName].filter(Boolean).join(' ') || row.email.split('@')[0] || 'Provider',
    email: row.email,
    phone: row.phonenumber,
    job: isJob(row.job) ? row.job : 'Electrician',
    location: row.location,
    pictureUrl: row.profilePicUrl,
    distanceKm,
    availability: toAvailability(row.availability),
    responseSeconds,
  };
}

/** A nearby_providers() row; null when the row is incomplete (the composite type allows nulls). */
export function nearbyToProvider(row: NearbyRow): Provider | null {
  if (!row.uuid || !row.job || row.distance_km === null) return null;
  return toProvider(
    {
      uuid: row.uuid,
      first_name: row.first_name ?? '',
      last_name: row.last_name ?? '',
      email: row.email ?? '',
      phonenumber: row.phonenumber ?? '',
      job: row.job,
      location: row.location ?? '',
      profilePicUrl: row.profilePicUrl ?? '',
      availability: row.availability ?? 'available',
    },
    row.distance_km,
    row.response_seconds,
  );
}

/** "tel:" link for a stored phone number ("+91 98460 12345" → "tel:+919846012345"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
