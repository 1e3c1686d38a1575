import { useGetRequestPhotoUrlQuery } from '../lib/pictures/pictures-api';
import { t } from '../lib/i18n';

function RequestPhoto({ path, index }: { path: string; index: number }) {
  const { data, isError } = useGetRequestPhotoUrlQuery(path);
  const label = t('common.requestPhotos.photo', { number: index + 1 });
  if (isError) {
    return (
      <span className="flex size-24 items-center justify-center rounded-lg bg-slate-100 p-2 text-center text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        {t('common.requestPhotos.unavailable')}
      </span>
    );
  }
  if (!data) {
    return (
      <span aria-label={label} role="img" className="size-24 animate-pulse rounded-lg bg-slate-200 dark:bg-slate-700" />
    );
  }
  return (
    <a
      href={data}
      target="_blank"
      rel="noreferrer"
      className="block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <img
        src={data}
        alt={label}
        className="size-24 rounded-lg object-cover ring-1 ring-slate-200 dark:ring-slate-700"
      />
    </a>
  );
}

/** A request's photos as thumbnails, each signed for the reader and opening in full. */
export function RequestPhotos({ paths }: { paths: readonly string[] }) {
  if (paths.length === 0) return null;
  return (
    <ul aria-label={t('common.requestPhotos.title')} className="flex flex-wrap gap-2">
      {paths.map((path, index) => (
        <li key={path}>
          <RequestPhoto path={path} index={index} />
        </li>
      ))}
    </ul>
  );
}
