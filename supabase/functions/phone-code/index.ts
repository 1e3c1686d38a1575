// phone-code: verifies the phone SMS and WhatsApp notifications go to, with a one-time code.
import { readSettings } from '../_shared/settings.ts';
import { phoneCodeHandler } from './handler.ts';

Deno.serve(phoneCodeHandler(readSettings((name) => Deno.env.get(name))));
