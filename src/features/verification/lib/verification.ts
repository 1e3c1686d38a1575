/** The government IDs an ID check accepts (the database's id_type). */
export const ID_TYPES = ['aadhaar', 'pan', 'driving_licence', 'voter_id'] as const;
export type IdType = (typeof ID_TYPES)[number];

export type VerificationStatus = 'pending' | 'approved' | 'rejected';

/** The private bucket of ID photos and selfies: the provider's own folder, read by admins. */
export const VERIFICATION_BUCKET = 'verification-documents';

/** How long a signed URL of an ID photo lives in the admin queue. */
export const VERIFICATION_URL_SECONDS = 600;

/** The longest reason an admin can give (the database allows 500). */
export const MAX_REASON_LENGTH = 500;

export function isIdType(value: unknown): value is IdType {
  return typeof value === 'string' && (ID_TYPES as readonly string[]).includes(value);
}

export function isVerificationStatus(value: unknown): value is VerificationStatus {
  return value === 'pending' || value === 'approved' || value === 'rejected';
}

/** What the person typed as the last 4 characters: spaces dropped, upper case. */
export function normalizeLast4(typed: string): string {
  return typed.replace(/\s+/g, '').toUpperCase();
}

/** Exactly 4 letters or digits, the only part of the ID number ever stored. */
export function isValidLast4(normalized: string): boolean {
  return /^[0-9A-Z]{4}$/.test(normalized);
}

/** The two paths of one submission, in the provider's own folder. */
export function verificationPaths(providerId: string): { document: string; selfie: string } {
  const stem = crypto.randomUUID();
  return { document: `${providerId}/${stem}-document.jpg`, selfie: `${providerId}/${stem}-selfie.jpg` };
}
