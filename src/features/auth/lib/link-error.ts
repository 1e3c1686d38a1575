/** What a mailed link's redirect says went wrong (GoTrue puts it in the fragment: `#error_code=otp_expired&…`). */
export interface LinkError {
  code: string;
  description: string;
}

export function readLinkError(hash: string): LinkError | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = params.get('error_code') ?? params.get('error');
  if (!code) return null;
  return { code, description: params.get('error_description') ?? '' };
}
