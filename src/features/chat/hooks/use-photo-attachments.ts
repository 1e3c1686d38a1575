import { useCallback, useEffect, useRef, useState } from 'react';
import { resizeRequestPhoto } from '../../../lib/pictures/request-photos';
import { MAX_CHAT_PHOTO_BYTES, MAX_CHAT_PHOTOS, photosThatFit } from '../lib/chat-photos';
import { formatNumber, t } from '../../../lib/i18n';

/** A photo chosen for the next message, already resized on this device, with an address to preview it. */
export interface AttachedPhoto {
  blob: Blob;
  url: string;
}

function attach(blob: Blob): AttachedPhoto {
  return { blob, url: URL.createObjectURL(blob) };
}

/**
 * The photos of the message being written: each chosen file is resized here (as request photos
 * are) before it is shown; at most 5; `take` hands them over for sending and empties the list.
 */
export function usePhotoAttachments() {
  const [photos, setPhotos] = useState<AttachedPhoto[]>([]);
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = useRef(photos);
  current.current = photos;

  useEffect(
    () => () => {
      for (const photo of current.current) URL.revokeObjectURL(photo.url);
    },
    [],
  );

  const add = useCallback(async (files: readonly File[]) => {
    const { added, leftOut } = photosThatFit(current.current, files);
    setError(leftOut > 0 ? t('chat.photos.tooMany', { max: formatNumber(MAX_CHAT_PHOTOS) }) : null);
    if (added.length === 0) return;
    setPreparing(true);
    try {
      const resized: Blob[] = [];
      for (const file of added) {
        const blob = await resizeRequestPhoto(file, t('chat.errors.notAPhoto'));
        if (blob.size > MAX_CHAT_PHOTO_BYTES) throw new Error(t('chat.errors.photoTooBig'));
        resized.push(blob);
      }
      setPhotos((list) => [...list, ...photosThatFit(list, resized).added.map(attach)]);
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : t('chat.errors.notAPhoto'));
    } finally {
      setPreparing(false);
    }
  }, []);

  const remove = useCallback((index: number) => {
    setPhotos((list) => {
      const gone = list[index];
      if (gone) URL.revokeObjectURL(gone.url);
      return list.filter((_, at) => at !== index);
    });
    setError(null);
  }, []);

  /** Hands the photos over (for the send queue) and empties the list. */
  const take = useCallback((): Blob[] => {
    const taken = current.current;
    for (const photo of taken) URL.revokeObjectURL(photo.url);
    setPhotos([]);
    setError(null);
    return taken.map((photo) => photo.blob);
  }, []);

  /** Puts photos back (a refused message discarded into an empty box). */
  const restore = useCallback((blobs: readonly Blob[]) => {
    setPhotos((list) => [...list, ...photosThatFit(list, blobs).added.map(attach)]);
  }, []);

  return { photos, preparing, error, add, remove, take, restore };
}
