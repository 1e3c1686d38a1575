/** The private bucket of request photos: the customer and the providers asked read them. */
export const REQUEST_PHOTO_BUCKET = 'request_photos';

/** A request carries at most this many photos (the database checks it too). */
export const MAX_REQUEST_PHOTOS = 3;

/** The longest side of a stored request photo: a burnt switch stays legible, the upload stays small. */
export const REQUEST_PHOTO_MAX_SIDE = 1280;

/** The bucket's limit for one photo after resizing. */
export const MAX_REQUEST_PHOTO_BYTES = 2 * 1024 * 1024;

/** Where a customer's next photo goes: requests/<customer>/<uuid>.jpg (the only paths the bucket accepts). */
export function requestPhotoPath(customerId: string): string {
  return `requests/${customerId}/${crypto.randomUUID()}.jpg`;
}

/** Width and height that fit within `maxSide` keeping the aspect ratio; never enlarges. */
export function fitRequestPhoto(width: number, height: number, maxSide = REQUEST_PHOTO_MAX_SIDE) {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The photo resized on the device to fit 1280 px and re-encoded as JPEG; rejects with `failure`
 * when the browser cannot decode or encode it.
 */
export async function resizeRequestPhoto(file: Blob, failure: string): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new Error(failure);
  }
  const size = fitRequestPhoto(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(failure);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        if (blob) resolve(blob);
        else reject(new Error(failure));
      },
      'image/jpeg',
      0.82,
    );
  });
}
