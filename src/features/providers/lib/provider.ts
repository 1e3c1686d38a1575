import type { Database } from '../../../lib/database.types';
import { toAvailability, type Availability } from '../../../lib/availability';
import { isJob, type Job } from '../../../lib/domain/job';
import { t } from '../../../lib/i18n';

type DirectoryRow = Database['public']['Functions']['provider_directory']['Returns'][number];
type NearbyRow = Database['public']['CompositeTypes']['nearby_provider'];

/** A provider as the directory, the nearby list and the provider panel show it. */
export interface Provider {
  uuid: string;
  firstName: string;
  lastName: string;
  fullName: string;
  job: Job;
  location: string;
  pictureUrl: string;
  /** Only for nearby results: the great-circle distance from the searched point. */
  distanceKm: number | null;
  ratingCount: number;
  /** The average rating; null before the first review ("New on Mistri"). */
  ratingAvg: number | null;
  /** The database's "Top rated" score (a Bayesian average); null without reviews. */
  ratingScore: number | null;
  availability: Availability;
  /** Median seconds to answer a request (last 90 days); null below 3 answers. */
  responseSeconds: number | null;
  /** The visiting (inspection) charge in whole rupees: 0 is a free inspection; null when not set. */
  visitingCharge: number | null;
  /** Jobs with this provider that are done (confirmed, or unanswered 48 hours after the mark). */
  jobsDone: number;
  /** "Phone verified": the listed phone was proven with an SMS code. */
  phoneVerified: boolean;
  /** "ID checked": an admin approved the provider's ID check. */
  idChecked: boolean;
}

/**
 * A provider_directory() row; rating average, score, response time and visiting charge are null when unknown. The
 * directory's e-mail and phone columns are always empty: the phone comes from provider_phone().
 */
type ProviderFields = Omit<
  DirectoryRow,
  'email' | 'phonenumber' | 'rating_avg' | 'rating_score' | 'response_seconds' | 'visiting_charge' | 'jobs_done'
> & {
  phone_verified?: boolean | null;
  id_checked?: boolean | null;
  rating_avg: number | null;
  rating_score: number | null;
  response_seconds: number | null;
  visiting_charge: number | null;
  jobs_done: number | null;
};

export function toProvider(row: ProviderFields, distanceKm: number | null = null): Provider {
  const firstName = row.first_name.trim();
  const lastName = row.last_name.trim();
  return {
    uuid: row.uuid,
    firstName,
    lastName,
    fullName: [firstName, lastName].filter(Boolean).join(' ') || t('providers.providerPanel.title'),
    job: isJob(row.job) ? row.job : 'Electrician',
    location: row.location,
    pictureUrl: row.profilePicUrl,
    distanceKm,
    ratingCount: row.rating_count,
    ratingAvg: row.rating_count > 0 ? row.rating_avg : null,
    ratingScore: row.rating_count > 0 ? row.rating_score : null,
    availability: toAvailability(row.availability),
    responseSeconds: row.response_seconds,
    visitingCharge: row.visiting_charge,
    jobsDone: row.jobs_done ?? 0,
    phoneVerified: row.phone_verified === true,
    idChecked: row.id_checked === true,
  };
}

type SearchRow = Database['public']['CompositeTypes']['directory_provider'];
/** The fields nearby_providers() and search_providers() rows share, as CARD_COLUMNS asks for them. */
type CompositeRow = Omit<NearbyRow, 'email' | 'phonenumber' | 'latitude' | 'longitude' | 'created_at' | 'updated_at'>;

function fromComposite(row: CompositeRow): Provider | null {
  if (!row.uuid || !row.job) return null;
  return toProvider(
    {
      uuid: row.uuid,
      first_name: row.first_name ?? '',
      last_name: row.last_name ?? '',
      job: row.job,
      location: row.location ?? '',
      profilePicUrl: row.profilePicUrl ?? '',
      rating_count: row.rating_count ?? 0,
      rating_avg: row.rating_avg,
      rating_score: row.rating_score,
      availability: row.availability ?? 'available',
      response_seconds: row.response_seconds,
      visiting_charge: row.visiting_charge,
      jobs_done: row.jobs_done,
      phone_verified: row.phone_verified,
      id_checked: row.id_checked,
    },
    row.distance_km,
  );
}

/** A nearby_providers() row; null when the row is incomplete (the composite type allows nulls). */
export function nearbyToProvider(row: CompositeRow): Provider | null {
  return row.distance_km === null ? null : fromComposite(row);
}

/** A search_providers() row (distance only when the customer's location was sent); null when incomplete. */
export function searchToProvider(row: SearchRow): Provider | null {
  return fromComposite(row);
}

/** "tel:" link for a stored phone number ("+91 98460 12345" → "tel:+919846012345"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
