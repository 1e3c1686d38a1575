import { useState } from 'react';
import { StoredPicture } from './stored-picture';
import { isPicturePath } from '../lib/pictures/picture-path';
import { t } from '../lib/i18n';

export const DEFAULT_AVATAR = '/images/default-avatar.svg';

const sizes = { xs: 'size-8', sm: 'size-10', md: 'size-14', lg: 'size-24', xl: 'size-32' } as const;

interface AvatarProps {
  src?: string | null;
  /** The person's name: used for the alternative text. */
  name?: string | null;
  size?: keyof typeof sizes;
  /** Overrides the alternative text; pass "" when the name is already written next to the picture. */
  alt?: string;
  className?: string;
}

/**
 * A round profile picture that falls back to the default avatar when missing or broken. `src` is
 * a stored picture's path (signed for the reader first) or an address of our own (a preview).
 */
export function Avatar({ src, ...rest }: AvatarProps) {
  const wanted = src?.trim() ? src.trim() : null;
  if (isPicturePath(wanted)) {
    return <StoredPicture path={wanted}>{(url) => <AvatarImage src={url} {...rest} />}</StoredPicture>;
  }
  return <AvatarImage src={wanted} {...rest} />;
}

function AvatarImage({ src, name, size = 'sm', alt, className = '' }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const wanted = src ?? null;
  const shown = wanted && wanted !== failedSrc ? wanted : DEFAULT_AVATAR;
  const text = alt ?? (name?.trim() ? t('common.avatar.of', { name: name.trim() }) : t('common.avatar.generic'));
  return (
    <img
      src={shown}
      alt={text}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (shown !== DEFAULT_AVATAR) setFailedSrc(shown);
      }}
      className={`${sizes[size]} shrink-0 rounded-full bg-slate-200 object-cover ring-1 ring-slate-900/10 dark:bg-slate-700 dark:ring-white/10 ${className}`}
    />
  );
}
