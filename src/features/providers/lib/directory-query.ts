import { isJob, type Job } from '../../../lib/domain/job';

/**
 * The directory's orders; "relevance" only while searching, "nearest" only with a location;
 * "charge" is the lowest visiting charge first, providers without one last.
 */
export type DirectorySort = 'relevance' | 'name' | 'top' | 'nearest' | 'charge';

export const DIRECTORY_PAGE_SIZE = 20;
/** The server refuses longer queries (search_providers). */
export const MAX_QUERY_LENGTH = 100;
export const MIN_RATINGS = [4.5, 4, 3] as const;
/** "Visiting charge up to ₹…" choices; 0 is free inspections only. */
export const MAX_CHARGES = [0, 100, 200, 300, 500] as const;

/** What the directory shows, as kept in the address: `?q=&sort=&job=&available=1&verified=1&min_rating=4&max_charge=300`. */
export interface DirectoryFilters {
  q: string;
  /** Null: the default order (best match while searching, else Name A–Z). */
  sort: DirectorySort | null;
  job: Job | null;
  available: boolean;
  /** "Verified only": providers whose ID an admin checked. */
  verified: boolean;
  minRating: number | null;
  /** Only providers whose visiting charge is at most this many rupees. */
  maxCharge: number | null;
}

export interface DirectoryQuery extends DirectoryFilters {
  latitude: number | null;
  longitude: number | null;
}

const SORTS: readonly DirectorySort[] = ['relevance', 'name', 'top', 'nearest', 'charge'];

function isSort(value: string | null): value is DirectorySort {
  return value !== null && (SORTS as readonly string[]).includes(value);
}

/** Reads the filters from the address; anything unknown is ignored (an old `?sort=Plumber` link is a trade). */
export function readFilters(params: URLSearchParams): DirectoryFilters {
  const sortParam = params.get('sort');
  const jobParam = params.get('job') ?? sortParam;
  const rating = Number(params.get('min_rating'));
  const chargeParam = params.get('max_charge');
  const charge = chargeParam === null || chargeParam === '' ? Number.NaN : Number(chargeParam);
  return {
    q: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    sort: isSort(sortParam) ? sortParam : sortParam === 'all' ? 'name' : null,
    job: isJob(jobParam) ? jobParam : null,
    available: params.get('available') === '1',
    verified: params.get('verified') === '1',
    minRating: (MIN_RATINGS as readonly number[]).includes(rating) ? rating : null,
    maxCharge: (MAX_CHARGES as readonly number[]).includes(charge) ? charge : null,
  };
}

const FILTER_KEYS = ['q', 'sort', 'job', 'available', 'verified', 'min_rating', 'max_charge'] as const;

/** Writes the filters into the address in a fixed order, then any other parameters (such as the open provider). */
export function writeFilters(current: URLSearchParams, filters: DirectoryFilters): URLSearchParams {
  const values: Record<(typeof FILTER_KEYS)[number], string | null> = {
    q: filters.q.trim() || null,
    sort: filters.sort,
    job: filters.job,
    available: filters.available ? '1' : null,
    verified: filters.verified ? '1' : null,
    min_rating: filters.minRating === null ? null : String(filters.minRating),
    max_charge: filters.maxCharge === null ? null : String(filters.maxCharge),
  };
  const next = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = values[key];
    if (value) next.set(key, value);
  }
  for (const [key, value] of current) {
    if (!(FILTER_KEYS as readonly string[]).includes(key)) next.append(key, value);
  }
  return next;
}

/** The order actually used: Nearest needs a location and Best match needs a search. */
export function effectiveSort(filters: DirectoryFilters, hasLocation: boolean): DirectorySort {
  if (filters.sort === 'nearest' && !hasLocation) return filters.q ? 'relevance' : 'name';
  if (filters.sort === 'relevance' && !filters.q) return 'name';
  return filters.sort ?? (filters.q ? 'relevance' : 'name');
}

/** True when any filter narrows the list (the empty state then offers to clear them). */
export function isFiltered(filters: DirectoryFilters): boolean {
  return (
    Boolean(filters.q) ||
    filters.job !== null ||
    filters.available ||
    filters.verified ||
    filters.minRating !== null ||
    filters.maxCharge !== null
  );
}
