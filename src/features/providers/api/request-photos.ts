import { run, type ApiError } from '../../../lib/api/api-error';
import { t } from '../../../lib/i18n';
import {
  MAX_REQUEST_PHOTO_BYTES,
  REQUEST_PHOTO_BUCKET,
  requestPhotoPath,
  resizeRequestPhoto,
} from '../../../lib/pictures/request-photos';
import { supabase } from '../../../lib/supabase';

/** Resizes each chosen photo on this device and uploads it to the private bucket; returns their paths. */
export async function uploadRequestPhotos(
  customerId: string,
  files: readonly File[],
): Promise<{ data: string[] } | { error: ApiError }> {
  const paths: string[] = [];
  for (const file of files) {
    let photo: Blob;
    try {
      photo = await resizeRequestPhoto(file, t('providers.requestForm.notAPhoto'));
    } catch (error) {
      return { error: { message: error instanceof Error ? error.message : t('providers.requestForm.notAPhoto') } };
    }
    if (photo.size > MAX_REQUEST_PHOTO_BYTES) return { error: { message: t('providers.requestForm.photoTooBig') } };
    const path = requestPhotoPath(customerId);
    const uploaded = await run('upload request photo', () =>
      supabase.storage.from(REQUEST_PHOTO_BUCKET).upload(path, photo, { contentType: 'image/jpeg' }),
    );
    if ('error' in uploaded) return uploaded;
    paths.push(path);
  }
  return { data: paths };
}
