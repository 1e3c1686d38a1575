/** The private bucket of chat photos: only the two parties of a connection read them. */
export const CHAT_PHOTO_BUCKET = 'chat_photos';

/** A chat message carries at most this many photos (the database checks it too). */
export const MAX_CHAT_PHOTOS = 5;

/** The bucket's limit for one photo after resizing. */
export const MAX_CHAT_PHOTO_BYTES = 2 * 1024 * 1024;

/** How long a signed chat photo address lives; one older than half of it is signed again when shown. */
export const CHAT_PHOTO_URL_SECONDS = 300;

/**
 * Where the `index`-th photo (from 0) of an outgoing message goes:
 * chats/<connection>/<sender>/<message's client id>-<1..5>.jpg. Named after the message's client
 * id, so sending the same message again uploads to the same paths and stores nothing twice.
 */
export function chatPhotoPath(conversationId: number, senderId: string, clientId: string, index: number): string {
  return `chats/${String(conversationId)}/${senderId}/${clientId}-${String(index + 1)}.jpg`;
}

/** The photos a picker may still add: the first ones chosen, up to the limit together with those already there. */
export function photosThatFit<T>(current: readonly unknown[], chosen: readonly T[]): { added: T[]; leftOut: number } {
  const room = Math.max(0, MAX_CHAT_PHOTOS - current.length);
  return { added: chosen.slice(0, room), leftOut: Math.max(0, chosen.length - room) };
}

/** Whether a storage error says the object is there already (a repeated upload of the same photo). */
export function isAlreadyUploaded(error: { status?: number; statusCode?: string; message?: string }): boolean {
  return error.status === 409 || error.statusCode === '409' || /already exists|duplicate/i.test(error.message ?? '');
}
