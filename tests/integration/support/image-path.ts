import { join } from 'node:path';
import { paths } from '../../../scripts/lib/paths.js';

export const IMAGE_PATH = join(paths.root, 'tests', '.cache', 'db-image.tar');

/** The PostgreSQL run's migrated and seeded database, cloned by every test file. */
export const TEMPLATE_DATABASE = 'mistri_template';
