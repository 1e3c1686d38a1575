import type { AttachedPhoto } from '../hooks/use-photo-attachments';
import { t } from '../../../lib/i18n';

interface AttachedPhotosProps {
  photos: readonly AttachedPhoto[];
  onRemove: (index: number) => void;
}

/** The photos chosen for the next message, above the box; each can be taken out again. */
export function AttachedPhotos({ photos, onRemove }: AttachedPhotosProps) {
  if (photos.length === 0) return null;
  return (
    <ul aria-label={t('chat.photos.selected')} className="mb-2 flex flex-wrap gap-2">
      {photos.map((photo, index) => (
        <li key={photo.url} className="relative">
          <img
            src={photo.url}
            alt={t('chat.photos.photo', { number: index + 1, count: photos.length })}
            className="size-16 rounded-lg object-cover ring-1 ring-slate-200 dark:ring-slate-700"
          />
          <button
            type="button"
            onClick={() => {
              onRemove(index);
            }}
            aria-label={t('chat.photos.remove', { number: index + 1 })}
            className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full bg-slate-900 text-sm font-bold text-white ring-2 ring-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:bg-slate-100 dark:text-slate-900 dark:ring-slate-900"
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}
