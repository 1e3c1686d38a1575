import { MAXIMUM_PASSWORD_LENGTH, type AuthConfig, type PasswordRequirements } from '../config/auth-config.js';
import { validationFailed, weakPassword } from './errors.js';

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const SYMBOLS = '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~';

/** The character sets of which a password needs one character each (GoTrue's RequiredCharacters). */
const REQUIRED_SETS: Record<PasswordRequirements, string[]> = {
  '': [],
  letters_digits: [LOWER + UPPER, DIGITS],
  lower_upper_letters_digits: [LOWER, UPPER, DIGITS],
  lower_upper_letters_digits_symbols: [LOWER, UPPER, DIGITS, SYMBOLS],
};

export interface PasswordWeakness {
  reasons: string[];
  message: string;
}

type PasswordPolicy = Pick<AuthConfig, 'minimumPasswordLength' | 'passwordRequirements'>;

/** What GoTrue finds weak in a password under config.toml's policy, or null when it passes. */
export function passwordWeakness(policy: PasswordPolicy, password: string): PasswordWeakness | null {
  const reasons: string[] = [];
  const messages: string[] = [];
  if (Buffer.byteLength(password, 'utf8') < policy.minimumPasswordLength) {
    reasons.push('length');
    messages.push(`Password should be at least ${String(policy.minimumPasswordLength)} characters.`);
  }
  const sets = REQUIRED_SETS[policy.passwordRequirements];
  if (sets.some((set) => !Array.from(set, (char) => password.includes(char)).includes(true))) {
    reasons.push('characters');
    messages.push(`Password should contain at least one character of each: ${sets.join(', ')}.`);
  }
  return reasons.length > 0 ? { reasons, message: messages.join(' ') } : null;
}

/** Refuses a password as GoTrue does: 400 when too long, 422 weak_password with its reasons. */
export function checkPasswordStrength(policy: PasswordPolicy, password: string): void {
  if (Buffer.byteLength(password, 'utf8') > MAXIMUM_PASSWORD_LENGTH) {
    throw validationFailed(`Password cannot be longer than ${String(MAXIMUM_PASSWORD_LENGTH)} characters`);
  }
  const weakness = passwordWeakness(policy, password);
  if (weakness) throw weakPassword(weakness.message, weakness.reasons);
}
