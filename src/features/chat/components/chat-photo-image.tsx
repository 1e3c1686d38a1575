import { useState } from 'react';
import { useGetChatPhotoUrlQuery } from '../api/chat-api';
import { CHAT_PHOTO_URL_SECONDS } from '../lib/chat-photos';
import { t } from '../../../lib/i18n';

interface ChatPhotoImageProps {
  path: string;
  alt: string;
  className: string;
}

/**
 * One chat photo through a short-lived signed address: an address older than half its life is
 * signed again when the photo is shown, and one that no longer loads (expired) is signed again once.
 */
export function ChatPhotoImage({ path, alt, className }: ChatPhotoImageProps) {
  const { data, isError, refetch } = useGetChatPhotoUrlQuery(path, {
    refetchOnMountOrArgChange: CHAT_PHOTO_URL_SECONDS / 2,
  });
  const [signedAgain, setSignedAgain] = useState(false);
  const [broken, setBroken] = useState(false);
  if (isError || broken) {
    return (
      <span
        className={`flex items-center justify-center bg-slate-100 p-2 text-center text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300 ${className}`}
      >
        {t('chat.photos.unavailable')}
      </span>
    );
  }
  if (!data) {
    return (
      <span
        role="img"
        aria-label={t('chat.photos.loading')}
        className={`block animate-pulse bg-slate-200 dark:bg-slate-700 ${className}`}
      />
    );
  }
  return (
    <img
      src={data}
      alt={alt}
      className={className}
      onError={() => {
        if (signedAgain) {
          setBroken(true);
          return;
        }
        setSignedAgain(true);
        void refetch();
      }}
    />
  );
}
