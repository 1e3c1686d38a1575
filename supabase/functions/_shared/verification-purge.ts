/** Where the purge reaches the project: its API address and the service role key. */
export interface PurgeTarget {
  url: string;
  serviceRoleKey: string;
}

export const VERIFICATION_BUCKET = 'verification-documents';

interface DueRow {
  id: number;
  document_path: string | null;
  selfie_path: string | null;
}

async function call(target: PurgeTarget, path: string, method: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${target.url}${path}`, {
    method,
    headers: {
      apikey: target.serviceRoleKey,
      Authorization: `Bearer ${target.serviceRoleKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${String(response.status)} ${text}`);
  return text ? (JSON.parse(text) as unknown) : null;
}

/**
 * Deletes the ID photos and selfies of ID checks decided 30 days ago or more: removes the objects
 * through Storage (so their bytes go, not only their rows), then marks the checks' photos deleted.
 * Returns how many checks were purged.
 */
export async function purgeVerificationDocuments(target: PurgeTarget): Promise<number> {
  const due = (await call(target, '/rest/v1/rpc/verification_documents_due', 'POST', { p_limit: 100 })) as DueRow[];
  if (due.length === 0) return 0;
  const prefixes = due.flatMap((row) => [row.document_path, row.selfie_path]).filter((p): p is string => p !== null);
  await call(target, `/storage/v1/object/${VERIFICATION_BUCKET}`, 'DELETE', { prefixes });
  const marked = await call(target, '/rest/v1/rpc/verification_documents_deleted', 'POST', {
    p_ids: due.map((row) => row.id),
  });
  return typeof marked === 'number' ? marked : 0;
}
