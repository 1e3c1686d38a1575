import { parseArgs } from 'node:util';
import { runCli } from 'local-supabase';
import { MISTRI_CLI_ARGS, mistriNotify, scheduleChores, VAPID_KEYS_FILE } from './lib/mistri-backend.js';

const argv = process.argv.slice(2);
const { values } = parseArgs({ args: argv, options: { 'site-url': { type: 'string' } }, strict: false });
// Notifications as `npm start` wires them: the functions' secrets, the webhook pointed at this
// backend once it listens. Links in messages go to the app at config.toml's site_url.
const notify = mistriNotify({
  siteUrl: typeof values['site-url'] === 'string' ? values['site-url'] : 'http://127.0.0.1:5173',
  vapidKeysFile: VAPID_KEYS_FILE,
});

/** `npm run backend -- …`: the local-supabase command for Mistri's project (see `--help`). */
await runCli([...MISTRI_CLI_ARGS, ...argv], {
  functionSecrets: notify.functionSecrets,
  // Another project (`--workdir`) has no notifications webhook to point anywhere.
  onReady: async (backend) => {
    const { rows } = await backend.pg.query<{ wired: boolean }>(
      "select to_regclass('private.settings') is not null as wired",
    );
    if (rows[0]?.wired) await notify.connect(backend);
    await scheduleChores(backend);
  },
});
