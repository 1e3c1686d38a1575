import { type MessageKey, t } from '../../../lib/i18n';
/** The bucket's limit, applied to the scaled-down picture that is uploaded (JPEG, 512 px). */
export const MAX_PHOTO_BYTES = 1024 * 1024;
export const PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png'];
/** Pictures straight from a phone camera are a few MB; past this a file is not worth decoding. */
export const MAX_CHOSEN_BYTES = 30 * 1024 * 1024;
/** The longest side of the stored picture: enough for a 128 px avatar on a 4x screen. */
export const PHOTO_MAX_SIDE = 512;

export const NOT_A_PICTURE: MessageKey = 'profile.photo.notAPicture';

function megabytes(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1);
}

/** Why a chosen file cannot become a profile picture, or null when it may be scaled down and tried. */
export function photoProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!PHOTO_TYPES.includes(file.type)) return t('profile.photo.wrongType');
  if (file.size > MAX_CHOSEN_BYTES) {
    return t('profile.photo.tooBig', { size: megabytes(file.size), max: megabytes(MAX_CHOSEN_BYTES) });
  }
  return null;
}

/** Why the scaled-down picture cannot be uploaded, or null when it fits the bucket's 1 MB. */
export function scaledPhotoProblem(photo: Pick<Blob, 'size'>): string | null {
  return photo.size > MAX_PHOTO_BYTES ? t('profile.photo.stillTooBig', { size: megabytes(photo.size) }) : null;
}

/** Width and height that fit within `maxSide` keeping the aspect ratio; never enlarges. */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function decode(file: Blob): Promise<CanvasImageSource & { width: number; height: number }> {
  if (typeof createImageBitmap === 'function') return createImageBitmap(file);
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The picture scaled down to fit 512 px and re-encoded as JPEG on a white background. A file the
 * browser cannot decode (a text file named .jpg) rejects with NOT_A_PICTURE.
 */
export async function scaleDownPhoto(file: Blob, maxSide = PHOTO_MAX_SIDE, quality = 0.85): Promise<Blob> {
  const image = await decode(file).catch((error: unknown) => {
    console.error('[mistri] The chosen picture could not be decoded', error);
    throw new Error(t(NOT_A_PICTURE));
  });
  const size = fitWithin(image.width, image.height, maxSide);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(t('profile.photo.cannotResize'));
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image, 0, 0, size.width, size.height);
  if ('close' in image && typeof image.close === 'function') image.close();
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        if (blob) resolve(blob);
        else reject(new Error(t('profile.photo.notPrepared')));
      },
      'image/jpeg',
      quality,
    );
  });
}
