import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** GoTrue's TOTP parameters: SHA1, 6 digits, 30 s period, one step of clock skew either way. */
const TOTP_OPTIONS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;

export interface TotpEnrollment {
  secret: string;
  uri: string;
  /** Bare SVG markup (the client prefixes it with `data:image/svg+xml;utf-8,`). */
  qrCode: string;
}

export async function newTotpEnrollment(issuer: string, accountName: string): Promise<TotpEnrollment> {
  const secret = new Secret({ size: 20 });
  const totp = new TOTP({ ...TOTP_OPTIONS, issuer, label: accountName, secret });
  const uri = totp.toString();
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 1 });
  return { secret: secret.base32, uri, qrCode };
}

export function totpCodeIsValid(secretBase32: string, code: string): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  try {
    const totp = new TOTP({ ...TOTP_OPTIONS, secret: Secret.fromBase32(secretBase32) });
    return totp.validate({ token: code, window: 1 }) !== null;
  } catch {
    return false;
  }
}
