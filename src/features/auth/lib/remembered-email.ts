/** "Remember me" keeps only the e-mail address on this device, never the password (DESIGN §5). */
const KEY = 'mistri:remembered-email';

export function getRememberedEmail(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberEmail(email: string, remember: boolean): void {
  try {
    if (remember) localStorage.setItem(KEY, email);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage can be unavailable (private mode); remembering is only a convenience.
  }
}
