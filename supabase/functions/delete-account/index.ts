// delete-account: deletes the caller's account once they prove it is theirs (password or e-mailed code).
import { readSettings } from '../_shared/settings.ts';
import { deleteAccountHandler } from './handler.ts';

Deno.serve(deleteAccountHandler(readSettings((name) => Deno.env.get(name))));
