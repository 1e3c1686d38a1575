import type { ReactNode } from 'react';
import { PICTURE_URL_SECONDS } from '../lib/pictures/picture-path';
import { useGetPictureUrlQuery } from '../lib/pictures/pictures-api';

interface StoredPictureProps {
  /** The object path in the profile pictures bucket. */
  path: string;
  /** Draws the picture (or the fallback while there is no address). */
  children: (src: string | null) => ReactNode;
}

/** Resolves a stored picture's path to a signed address; re-signs one older than half its life. */
export function StoredPicture({ path, children }: StoredPictureProps) {
  const { data } = useGetPictureUrlQuery(path, { refetchOnMountOrArgChange: PICTURE_URL_SECONDS / 2 });
  return <>{children(data ?? null)}</>;
}
