import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { OAuthIdentity, ProjectConfigOverrides, RunningEmulator, StartOptions } from 'local-supabase';
import { paths } from './paths.js';
import { generateVapidKeys, loadOrCreateVapidKeys } from './vapid-keys.js';
import { purgeVerificationDocuments } from '../../supabase/functions/_shared/verification-purge.ts';
import { startRepeating, startRepeatingTask } from './visit-reminders.js';

/** What local-supabase is told about Mistri: the project folder and the name on its pages. */
export const MISTRI_PROJECT = { workdir: paths.root, projectName: 'Mistri' } satisfies StartOptions;

/** One-click identities of the local Google/GitHub page (`--oauth-test-identities`): two demo accounts and a new person. */
export const OAUTH_IDENTITIES: OAuthIdentity[] = [
  { name: 'Asha Menon', email: 'customer@mistri.test' },
  { name: 'Rajan Pillai', email: 'electrician@mistri.test' },
  { name: 'Priya Das', email: 'priya.das@example.test' },
];

/** config.toml overrides an in-process Mistri backend starts with. */
export const MISTRI_CONFIG: ProjectConfigOverrides = { auth: { oauthIdentities: OAUTH_IDENTITIES } };

/** The same for the `local-supabase` command line (`npm run backend`); arguments given after these win. */
export const MISTRI_CLI_ARGS = [
  '--workdir',
  MISTRI_PROJECT.workdir,
  '--project-name',
  MISTRI_PROJECT.projectName,
  ...OAUTH_IDENTITIES.flatMap((identity) => ['--oauth-identity', `${identity.name} <${identity.email}>`]),
];

/** Mistri's Edge Functions wired to a local backend: their secrets, and the webhook pointed at them. */
export interface MistriNotify {
  /** The `functionSecrets` start option: VAPID keys, SITE_URL, local messaging, the webhook secret. */
  functionSecrets: Record<string, string>;
  /** Fills private.settings so the notifications webhook calls this backend's `notify`. */
  connect(backend: Pick<RunningEmulator, 'url' | 'pg'>): Promise<void>;
}

export interface MistriNotifyOptions {
  /** The app's address; links in SMS, WhatsApp and e-mail start with it. */
  siteUrl: string;
  /**
   * Where the VAPID key pair is kept (made on first use), so browsers stay subscribed across
   * restarts; null makes a new pair for this run only (tests, benches).
   */
  vapidKeysFile: string | null;
  /** The API address when known before start: messaging goes to its stand-ins (else notify derives them). */
  apiUrl?: string;
}

/** The VAPID key pair of `npm start`, kept with the local database. */
export const VAPID_KEYS_FILE = join(paths.root, '.data', 'vapid-keys.json');

export function mistriNotify(options: MistriNotifyOptions): MistriNotify {
  const vapid = options.vapidKeysFile ? loadOrCreateVapidKeys(options.vapidKeysFile) : generateVapidKeys();
  const webhookSecret = randomBytes(32).toString('hex');
  const messaging: Record<string, string> = options.apiUrl
    ? {
        TWILIO_API_URL: `${options.apiUrl}/messaging/twilio`,
        WHATSAPP_API_URL: `${options.apiUrl}/messaging/whatsapp`,
        EMAIL_API_URL: `${options.apiUrl}/messaging/email`,
      }
    : {};
  return {
    functionSecrets: {
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: 'mailto:notifications@mistri.test',
      SITE_URL: options.siteUrl,
      LOCAL_DEVELOPMENT: 'true',
      NOTIFY_WEBHOOK_SECRET: webhookSecret,
      TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
      TWILIO_AUTH_TOKEN: 'local',
      TWILIO_FROM: '+15005550006',
      WHATSAPP_PHONE_NUMBER_ID: '100000000000000',
      WHATSAPP_TOKEN: 'local',
      EMAIL_API_KEY: 'local',
      EMAIL_FROM: 'Mistri <notifications@mistri.test>',
      ...messaging,
    },
    async connect(backend) {
      await backend.pg.query('update private.settings set functions_url = $1, webhook_secret = $2 where id', [
        `${backend.url}/functions/v1`,
        webhookSecret,
      ]);
    },
  };
}

/**
 * What docs/hosted-supabase.md schedules with pg_cron, run every minute on a local backend:
 * help-now rounds move on, jobs marked done 48 hours ago are stored as done, agreed visits due
 * within the hour are reminded, even when no bell loads, and ID photos 30 days past their check's
 * decision are deleted from Storage. Does nothing for a project without these functions
 * (`--workdir`). Returns a stop function.
 */
export async function scheduleChores(
  backend: Pick<RunningEmulator, 'pg' | 'url' | 'serviceRoleKey'>,
): Promise<() => void> {
  const { rows } = await backend.pg.query<{ ready: boolean; verifications: boolean }>(
    `select to_regprocedure('public.settle_done_jobs()') is not null
        and to_regprocedure('public.help_now_advance()') is not null
        and to_regprocedure('public.visit_reminders_send()') is not null as ready,
        to_regprocedure('public.verification_documents_due(integer)') is not null as verifications`,
  );
  if (!rows[0]?.ready) return () => undefined;
  const onError = (error: unknown): void => {
    process.stderr.write(
      `[backend] scheduled chores failed: ${error instanceof Error ? error.message : String(error)}\n`,
    );
  };
  const stopSql = startRepeating(
    backend.pg,
    'select public.help_now_advance(), public.settle_done_jobs(), public.visit_reminders_send()',
    { onError },
  );
  if (!rows[0].verifications) return stopSql;
  const stopPurge = startRepeatingTask(() => purgeVerificationDocuments(backend), { everyMs: 3_600_000, onError });
  return () => {
    stopSql();
    stopPurge();
  };
}
