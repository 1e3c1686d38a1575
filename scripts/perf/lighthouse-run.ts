import lighthouse from 'lighthouse';

export interface RouteResult {
  path: string;
  signedInAs: string | undefined;
  scores: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number | null>;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Audits that lost points in accessibility, best practices or SEO, for the report. */
  failedAudits: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** One Lighthouse run (mobile preset, simulated throttling) through the browser on `port`. */
export async function runLighthouse(
  url: string,
  port: number,
  route: { path: string; signedInAs?: string },
): Promise<RouteResult> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    // A signed-in run keeps the session the runner stored; public pages start from empty storage.
    disableStorageReset: Boolean(route.signedInAs),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (key: (typeof CATEGORIES)[number]) => {
    const value = lhr.categories[key]?.score;
    return value == null ? null : Math.round(value * 100);
  };
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const failedAudits = (['accessibility', 'best-practices', 'seo'] as const).flatMap((key) =>
    (lhr.categories[key]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${key}: ${ref.id}`),
  );
  return {
    path: route.path,
    signedInAs: route.signedInAs,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    failedAudits,
  };
}
