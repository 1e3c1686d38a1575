import type { Json } from '../../../lib/database.types';
import { isJob, type Job } from '../../../lib/domain/job';
import { toRateCard, type RateCardLine } from '../../../lib/domain/prices';
import { type MessageKey } from '../../../lib/i18n';

export type ProfileKind = 'customer' | 'provider';

/** Spec §4: "Edited Successfully" for customers, "Data Updated" for providers. */
export const SAVED_MESSAGES: Record<ProfileKind, MessageKey> = {
  customer: 'profile.saved.customer',
  provider: 'profile.saved.provider',
};

/** A customer's or provider's own profile as the profile pages show it. */
export interface Profile {
  uuid: string;
  firstName: string;
  lastName: string;
  /** "First Last", the social account's name, or the part of the e-mail before the @. */
  displayName: string;
  phone: string;
  email: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  pictureUrl: string;
  job: Job | null;
  /** Providers: the visiting charge in whole rupees (0 free, null not set) and the rate card. */
  visitingCharge: number | null;
  rateCard: RateCardLine[];
}

export interface ProfileRow {
  uuid: string;
  first_name: string;
  last_name: string;
  name: string;
  phonenumber: string;
  email: string;
  location: string;
  latitude: number | null;
  longitude: number | null;
  profilePicUrl: string;
  profile_link: string;
  job: string | null;
  visiting_charge?: number | null;
  rate_card?: Json;
}

export function displayName(firstName: string, lastName: string, name: string, email: string): string {
  return [firstName, lastName].join(' ').trim() || name.trim() || email.split('@')[0]?.trim() || '';
}

export function toProfile(row: ProfileRow): Profile {
  return {
    uuid: row.uuid,
    firstName: row.first_name.trim(),
    lastName: row.last_name.trim(),
    displayName: displayName(row.first_name, row.last_name, row.name, row.email),
    phone: row.phonenumber.trim(),
    email: row.email.trim(),
    location: row.location.trim(),
    latitude: row.latitude,
    longitude: row.longitude,
    pictureUrl: row.profilePicUrl || row.profile_link,
    job: isJob(row.job) ? row.job : null,
    visitingCharge: row.visiting_charge ?? null,
    rateCard: toRateCard(row.rate_card),
  };
}
