import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { dumpDatabase, openDatabase } from 'local-supabase';
import { IMAGE_PATH } from './support/image-path.js';
import { paths } from '../../scripts/lib/paths.js';

/** Migrates and seeds one database, then saves its image; every test file starts from a copy. */
export default async function setup(): Promise<void> {
  if (process.env.SUPABASE_URL) return;
  const { pg } = await openDatabase({ dataDir: null, workdir: paths.root });
  const image = await dumpDatabase(pg);
  await pg.close();
  mkdirSync(dirname(IMAGE_PATH), { recursive: true });
  writeFileSync(IMAGE_PATH, Buffer.from(await image.arrayBuffer()));
}
