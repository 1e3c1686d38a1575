/** The 10-digit local number shown in the edit form, from a stored "+91XXXXXXXXXX". */
export function toLocalPhone(stored: string): string {
  const digits = stored.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  return digits.length > 10 && stored.trim().startsWith('+') ? digits.slice(-10) : digits;
}

/** The stored form of a 10-digit Indian number: "+91" and the digits, as sign-up stores it. */
export function toStoredPhone(local: string): string {
  return `+91${local.replace(/\D/g, '')}`;
}
