// verification-purge: deletes ID photos and selfies 30 days after their check's decision, through
// Storage (so the files go, not only their rows). Called by pg_cron (verify_jwt off; the webhook
// secret header authenticates it); a local backend runs the same purge on its own schedule.
import { readSettings } from '../_shared/settings.ts';
import { verificationPurgeHandler } from './handler.ts';

Deno.serve(verificationPurgeHandler(readSettings((name) => Deno.env.get(name))));
