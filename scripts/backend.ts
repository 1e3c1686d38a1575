import { runCli } from 'local-supabase';
import { MISTRI_CLI_ARGS } from './lib/mistri-backend.js';

/** `npm run backend -- …`: the local-supabase command for Mistri's project (see `--help`). */
await runCli([...MISTRI_CLI_ARGS, ...process.argv.slice(2)]);
