import type { MessageKey } from '../i18n/keys.js';

/**
 * One set of rules for what a person types about themselves: sign-up, register and edit profile
 * use these, and the CHECK constraints of migration 20261122000101 mirror them.
 */

/** Names are counted in the characters a person sees (grapheme clusters): "ക്ഷ" is one. */
export const NAME_MAX = 50;
/**
 * The database cannot count grapheme clusters, so it bounds names in code points instead
 * (8 per visible character, far above any script's conjuncts). The form checks this bound as
 * well, so the database never refuses a name the form accepted.
 */
export const NAME_MAX_CODE_POINTS = 400;
/** RFC 5321's limit for a whole address. */
export const EMAIL_MAX = 254;
/** How a phone number is stored: +91 and ten digits (or empty). */
export const STORED_PHONE_PATTERN = /^\+91\d{10}$/;
/** An address with one @, no spaces and a top-level part of at least 2 characters. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

export const fieldMessagesKeys = {
  firstNameRequired: 'validation.firstNameRequired',
  firstNameLong: 'validation.firstNameLong',
  lastNameRequired: 'validation.lastNameRequired',
  lastNameLong: 'validation.lastNameLong',
  phoneRequired: 'validation.phoneRequired',
  phoneInvalid: 'validation.phoneInvalid',
  emailRequired: 'validation.emailRequired',
  emailInvalid: 'validation.emailInvalid',
  emailLong: 'validation.emailLong',
  jobRequired: 'validation.jobRequired',
} as const satisfies Record<string, MessageKey>;

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The number of characters a person sees. */
export function visibleLength(text: string): number {
  let count = 0;
  for (const _segment of segmenter.segment(text)) count += 1;
  return count;
}

/** The number of code points: what Postgres's char_length counts. */
export function codePointLength(text: string): number {
  return Array.from(text).length;
}

/** Whether a name fits both the form's limit and the database's bound. */
export function nameFits(name: string): boolean {
  return visibleLength(name) <= NAME_MAX && codePointLength(name) <= NAME_MAX_CODE_POINTS;
}

/**
 * "+91 98765 43210", "098765-43210", "(+91) 9876543210", "0091 98765 43210" and "9876543210"
 * all become "+919876543210"; "" and a lone "+91" become ""; anything else is null.
 */
export function normalizeIndianPhone(input: string): string | null {
  const trimmed = input.trim();
  if (/[^\d\s+().-]/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (digits === '' || digits === '91') return '';
  // With "+" or "00" in front, the number must start with India's country code.
  const international = trimmed.replace(/^\(/, '').startsWith('+') ? '91' : digits.startsWith('00') ? '0091' : '';
  if (international) {
    if (!digits.startsWith(international)) return null;
    digits = digits.slice(international.length);
    if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  } else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return /^\d{10}$/.test(digits) ? `+91${digits}` : null;
}

/** A stored "+919876543210" as people write it: "+91 98765 43210" (anything else unchanged). */
export function formatIndianPhone(stored: string): string {
  const normalized = normalizeIndianPhone(stored);
  if (!normalized) return stored;
  return `+91 ${normalized.slice(3, 8)} ${normalized.slice(8)}`;
}

/** The part of an ApiError these rules read. */
interface RefusalLike {
  message: string;
  code?: string;
  status?: number;
}

export type PersonField = 'firstName' | 'lastName' | 'phone' | 'email' | 'job';

const CONSTRAINT_FIELDS: readonly { column: string; field: PersonField; message: MessageKey }[] = [
  { column: 'first_name', field: 'firstName', message: fieldMessagesKeys.firstNameLong },
  { column: 'last_name', field: 'lastName', message: fieldMessagesKeys.lastNameLong },
  { column: 'phonenumber', field: 'phone', message: fieldMessagesKeys.phoneInvalid },
  { column: 'email', field: 'email', message: fieldMessagesKeys.emailLong },
  { column: 'job', field: 'job', message: fieldMessagesKeys.jobRequired },
];

/** The form field (and its message) behind a refused profile row, or null for other failures. */
export function fieldOfConstraint(error: RefusalLike): { field: PersonField; messageKey: MessageKey } | null {
  if (error.code !== '23514' && error.code !== '23502') return null;
  const match = /constraint "([^"]+)"|column "([^"]+)"/.exec(error.message);
  const name = match?.[1] ?? match?.[2] ?? '';
  const found = CONSTRAINT_FIELDS.find(({ column }) => name.includes(column));
  return found ? { field: found.field, messageKey: found.message } : null;
}

/**
 * GoTrue's answer when the profile row of a new account was refused: the account was not made.
 * It is a 500; supabase-js 2.109 (the last for Node 20) reports a sign-up's 500 without its text.
 */
export const SIGN_UP_REFUSED: MessageKey = 'validation.signUpRefused';

export function isRefusedSignUp(error: RefusalLike): boolean {
  return error.status === 500 || /database error saving new user/i.test(error.message);
}
