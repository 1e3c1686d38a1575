// The notify Edge Function: delivers each new notification by Web Push, SMS, WhatsApp and e-mail
// as its recipient chose. Called by the webhook on public.notifications (verify_jwt off; the
// webhook secret header authenticates it).
import { readSettings } from '../_shared/settings.ts';
import { notifyHandler } from './handler.ts';

Deno.serve(notifyHandler(readSettings((name) => Deno.env.get(name))));
