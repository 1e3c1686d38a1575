import { useState } from 'react';
import { ChatPhotoImage } from './chat-photo-image';
import { PhotoViewer } from './photo-viewer';
import { t } from '../../../lib/i18n';

/** A message's photos as a grid of thumbnails; a tap opens them large. */
export function MessagePhotos({ paths }: { paths: readonly string[] }) {
  const [open, setOpen] = useState<number | null>(null);
  if (paths.length === 0) return null;
  const single = paths.length === 1;
  return (
    <>
      <ul className={`grid gap-1 ${single ? 'grid-cols-1' : 'grid-cols-2'}`}>
        {paths.map((path, index) => {
          const label = t('chat.photos.open', { number: index + 1, count: paths.length });
          return (
            <li key={path}>
              <button
                type="button"
                onClick={() => {
                  setOpen(index);
                }}
                aria-label={label}
                className="block overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                <ChatPhotoImage
                  path={path}
                  alt=""
                  className={`${single ? 'size-56' : 'size-28'} rounded-xl object-cover`}
                />
              </button>
            </li>
          );
        })}
      </ul>
      {open !== null && (
        <PhotoViewer
          paths={paths}
          index={open}
          onIndex={setOpen}
          onClose={() => {
            setOpen(null);
          }}
        />
      )}
    </>
  );
}
