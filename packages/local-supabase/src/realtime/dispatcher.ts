import type { Database } from '../db/engine.js';
import type { Catalog, TableInfo } from './catalog.js';
import type { CapturedChange } from './change-capture.js';
import { readAndFilter, type Candidate, type ChangeWork } from './change-rows.js';
import type { PostgresChangesData, Subscriber } from './subscriptions.js';
import { checkVisibility } from './visibility.js';

/**
 * Turns captured changes into postgres_changes messages. Changes are processed in order, in
 * batches (everything that arrived while the previous batch ran), so a burst of writes costs one
 * privileged read per change plus one read-only transaction per distinct subscriber identity.
 */
export class Dispatcher {
  private queue: CapturedChange[] = [];
  private running = false;
  private current: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly pg: Database,
    private readonly catalog: Catalog,
    private readonly subscribers: () => Iterable<Subscriber>,
    private readonly onError: (error: unknown) => void,
  ) {}

  push(change: CapturedChange): void {
    if (this.stopped) return;
    this.queue.push(change);
    if (this.running) return;
    this.running = true;
    this.current = this.drain();
  }

  /** Stops accepting changes and waits for the batch in flight. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.queue = [];
    await this.current;
  }

  private async drain(): Promise<void> {
    try {
      // PGlite reports every NOTIFY of a transaction synchronously: yield once to batch them.
      await Promise.resolve();
      while (this.queue.length > 0 && !this.stopped) {
        const batch = this.queue;
        this.queue = [];
        try {
          await this.process(batch);
        } catch (error) {
          this.onError(error);
        }
      }
    } finally {
      this.running = false;
    }
  }

  private async process(batch: CapturedChange[]): Promise<void> {
    const subscribers = [...this.subscribers()];
    if (subscribers.length === 0) return;
    const works: ChangeWork[] = [];
    for (const change of batch) {
      const table = this.catalog.table(`${change.schema}.${change.table}`);
      if (!table) continue;
      const candidates: Candidate[] = [];
      for (const subscriber of subscribers) {
        for (const binding of subscriber.bindings) {
          if (!binding.tables.has(table.key)) continue;
          if (binding.event !== '*' && binding.event !== change.type) continue;
          candidates.push({ subscriber, binding });
        }
      }
      if (candidates.length > 0) works.push({ change, table, candidates, record: null, passing: [], errors: null });
    }
    if (works.length === 0) return;

    // Visibility first: a subscriber's filter is never evaluated on a row it may not see, so neither
    // the events it gets nor the time they take depend on whether its filter matches such a row.
    const visibility = await checkVisibility(this.pg, this.catalog, works, this.onError);
    const visibleWorks: ChangeWork[] = [];
    for (const work of works) {
      const seen = visibility.get(work);
      work.candidates = work.candidates.filter(({ subscriber }) => seen?.get(subscriber.claimsKey) === 'visible');
      if (work.candidates.length > 0) visibleWorks.push(work);
    }
    if (visibleWorks.length === 0 || this.stopped) return;
    const filtered = await readAndFilter(this.pg, visibleWorks, this.onError);
    for (const work of filtered) await this.deliver(work);
  }

  private async deliver(work: ChangeWork): Promise<void> {
    const bySubscriber = new Map<Subscriber, Candidate[]>();
    for (const candidate of work.passing) {
      const list = bySubscriber.get(candidate.subscriber) ?? [];
      list.push(candidate);
      bySubscriber.set(candidate.subscriber, list);
    }
    for (const [subscriber, candidates] of bySubscriber) {
      const selectable = await this.catalog.selectableColumns(subscriber.claims.role, work.table);
      const bySelect = new Map<string, { select: string[] | null; ids: number[] }>();
      for (const { binding } of candidates) {
        const key = JSON.stringify(binding.select);
        const entry = bySelect.get(key) ?? { select: binding.select, ids: [] };
        if (!entry.ids.includes(binding.id)) entry.ids.push(binding.id);
        bySelect.set(key, entry);
      }
      for (const { select, ids } of bySelect.values()) {
        const columns = work.table.columns.filter(
          (column) => selectable.has(column.name) && (!select || select.includes(column.name)),
        );
        subscriber.deliver(ids, changeData(work, columns));
      }
    }
  }
}

function changeData(work: ChangeWork, columns: TableInfo['columns']): PostgresChangesData {
  const { change, table } = work;
  const base = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commitTimestamp,
    type: change.type,
  };
  if (work.errors) return { ...base, columns: [], errors: work.errors };
  const names = columns.map((column) => column.name);
  const data: PostgresChangesData = {
    ...base,
    columns: columns.map((column) => ({ name: column.name, type: column.type })),
    errors: null,
  };
  if (change.type !== 'DELETE') data.record = pick(work.record ?? {}, names);
  if (change.type !== 'INSERT') {
    // With RLS a DELETE cannot be checked, so Supabase reduces its old record to the key.
    const oldNames =
      change.type === 'DELETE' && table.rlsEnabled ? names.filter((name) => table.primaryKey.includes(name)) : names;
    data.old_record = pick(change.identity ?? {}, oldNames);
  }
  return data;
}

function pick(record: Record<string, unknown>, names: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of names) {
    if (name in record) out[name] = record[name];
  }
  return out;
}
