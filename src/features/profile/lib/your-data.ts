import type { ApiError } from '../../../lib/api/api-error';
import { t, type MessageKey } from '../../../lib/i18n';

/** A stored file of the person's, as export_my_data() lists it. */
export interface StoredFile {
  bucket: string;
  path: string;
}

/** The files export_my_data() lists (an empty list for anything else). */
export function filesOf(exported: unknown): StoredFile[] {
  const files = typeof exported === 'object' && exported !== null ? (exported as { files?: unknown }).files : null;
  if (!Array.isArray(files)) return [];
  return files.filter(
    (file): file is StoredFile =>
      typeof file === 'object' &&
      file !== null &&
      typeof (file as { bucket?: unknown }).bucket === 'string' &&
      typeof (file as { path?: unknown }).path === 'string',
  );
}

/** The delete-account function's refusals and what the person reads for each. */
const REFUSALS: Record<string, MessageKey> = {
  wrong_password: 'profile.yourData.errors.wrongPassword',
  wrong_code: 'profile.yourData.errors.wrongCode',
  invalid_request: 'profile.yourData.errors.proofNeeded',
  not_signed_in: 'profile.yourData.errors.signedOut',
};

export function deleteAccountError(status: number, body: unknown): ApiError {
  const key =
    typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string'
      ? (body as { error: string }).error
      : null;
  const messageKey = key === null ? undefined : REFUSALS[key];
  return {
    message: t(messageKey ?? 'profile.yourData.errors.failed'),
    status,
    ...(key === null ? {} : { code: key }),
  };
}

/** Offers bytes to the browser as a download called `name`. */
export function saveFile(name: string, bytes: BlobPart, type: string): void {
  const url = URL.createObjectURL(new Blob([bytes], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 60_000);
}
