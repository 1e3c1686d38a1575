// push-key: the VAPID public key the app subscribes browsers with (verify_jwt off: it is public).
import { CORS_HEADERS, json } from '../_shared/http.ts';

const publicKey = Deno.env.get('VAPID_PUBLIC_KEY')?.trim() ?? '';

Deno.serve((request) => {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
  if (request.method !== 'GET') return json({ error: 'method_not_allowed' }, 405, { ...CORS_HEADERS, Allow: 'GET' });
  if (!publicKey) return json({ error: 'push_not_configured' }, 503, CORS_HEADERS);
  return json({ publicKey }, 200, { ...CORS_HEADERS, 'Cache-Control': 'public, max-age=3600' });
});
