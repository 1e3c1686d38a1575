/**
 * Notifications written before they became language-neutral (English title and body) are carried
 * over to a kind with parameters, so the bell still shows them, in the reader's language.
 */
import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { applyMigrations, type Database, openDatabase } from 'local-supabase';
import { paths } from '../../scripts/lib/paths.js';

const MIGRATION = '20261125007001_notification_params.sql';
const PROVIDER = 'd7000000-0000-4000-8000-000000000001';
const CUSTOMER = 'c7000000-0000-4000-8000-000000000001';

let folder: string;
let pg: Database;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'mistri-old-migrations-'));
  for (const file of readdirSync(paths.migrations).filter((name) => name < MIGRATION)) {
    copyFileSync(join(paths.migrations, file), join(folder, file));
  }
  ({ pg } = await openDatabase({ workdir: paths.root, migrationsDir: folder, seed: false }));
  await pg.exec(`
    insert into auth.users (id, aud, role, email) values
      ('${PROVIDER}', 'authenticated', 'authenticated', 'old-provider@mistri.test'),
      ('${CUSTOMER}', 'authenticated', 'authenticated', 'old-customer@mistri.test');
    insert into public."service-providers" (uuid, first_name, last_name, email, phonenumber, job)
      values ('${PROVIDER}', 'Rajan', 'Pillai', 'old-provider@mistri.test', '+919847011111', 'Electrician');
    insert into public.users (uuid, first_name, last_name, phonenumber, email)
      values ('${CUSTOMER}', 'Lakshmi', 'Nair', '+919846012345', 'old-customer@mistri.test');
    insert into public.messages ("from", "to", username, spname) values ('${CUSTOMER}', '${PROVIDER}', 'Lakshmi', 'Rajan Pillai');
    update public.messages set status = 'declined', decline_reason = 'Fully booked';
    update public.messages set status = 'pending';
    update public.messages set status = 'accepted';
    insert into public.chat_messages (message_id, sender, body)
      select message_id, '${CUSTOMER}', 'Can you come at 5?' from public.messages;
  `);
}, 300_000);

afterAll(async () => {
  await pg.close();
  rmSync(folder, { recursive: true, force: true });
});

it('turns every old English notice into its kind and parameters', async () => {
  const before = await pg.query<{ kind: string; title: string }>(
    'select kind, title from public.notifications order by id',
  );
  expect(before.rows.map((row) => row.title)).toEqual([
    'Lakshmi sent you a connection request',
    'Rajan declined your request',
    'Lakshmi sent you a connection request',
    'Rajan accepted your request',
    'New message from Lakshmi',
  ]);

  expect(await applyMigrations(pg, paths.migrations)).toContain(MIGRATION);

  const after = await pg.query<{ kind: string; params: Record<string, unknown> }>(
    'select kind, params from public.notifications order by id',
  );
  expect(after.rows).toEqual([
    { kind: 'new_request', params: { name: 'Lakshmi', expires_at: expect.any(String) as unknown } },
    { kind: 'request_declined', params: { name: 'Rajan', reason: 'Fully booked' } },
    { kind: 'new_request', params: { name: 'Lakshmi', expires_at: expect.any(String) as unknown } },
    { kind: 'request_accepted', params: { name: 'Rajan' } },
    { kind: 'new_message', params: { name: 'Lakshmi', preview: 'Can you come at 5?' } },
  ]);
  const columns = await pg.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'notifications'`,
  );
  expect(columns.rows.map((row) => row.column_name)).not.toContain('title');
});
