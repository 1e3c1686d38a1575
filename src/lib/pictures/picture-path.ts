/** The bucket of profile pictures; rows hold object paths in it, never addresses. */
export const PICTURE_BUCKET = 'profile_pic';

/** How long a signed picture address lives; a cached one is signed again after half of it. */
export const PICTURE_URL_SECONDS = 3600;

const PATH = /^(users|service-providers)\/[0-9a-f-]{36}\.jpg$/;

/** Whether a picture column's value is one of our storage object paths (the database allows nothing else). */
export function isPicturePath(value: string | null | undefined): value is string {
  return typeof value === 'string' && PATH.test(value);
}
