import type { Database } from '../db/engine.js';
import { json, type EmuRequest, type EmuResponse } from '../http/types.js';
import { bearerToken, type JwtKeys } from '../jwt.js';
import { privatePermissions } from './authorization.js';
import type { BroadcastBody } from './broadcast-frames.js';
import { isRecord } from './change-capture.js';
import { LIMIT_REASONS, payloadFits, type RealtimeLimits } from './client-limits.js';
import type { Hub } from './hub.js';
import type { KeyedRateWindows } from './rate-window.js';
import { checkAccessToken } from './tokens.js';

export interface HttpBroadcastDeps {
  pg: Database;
  hub: Hub;
  jwtKeys: JwtKeys;
  limits: RealtimeLimits;
  /** `max_events_per_second` per client address. */
  httpEvents: KeyedRateWindows;
}

interface Outgoing {
  topic: string;
  event: string;
  body: BroadcastBody;
  isPrivate: boolean;
}

const TOPIC_ROUTE = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/;

/**
 * Realtime's REST broadcast: `POST /api/broadcast` with `{ messages: [...] }`, and
 * `POST /api/broadcast/<topic>/events/<event>` with a JSON or binary body. Both answer 202.
 * Private messages are sent only when the caller may write to the topic (RLS on realtime.messages).
 * Payloads over `max_payload_size_in_kb` answer 422, messages past `max_events_per_second` 429.
 */
export async function handleHttpBroadcast(request: EmuRequest, deps: HttpBroadcastDeps): Promise<EmuResponse | null> {
  const { pg, hub, jwtKeys } = deps;
  const single = TOPIC_ROUTE.exec(request.path);
  if (request.path !== '/api/broadcast' && !single) return null;
  if (request.method !== 'POST') return json(405, { error: 'Method not allowed' });

  const token = bearerToken(request.headers.authorization) ?? (request.headers.apikey?.trim() || null);
  if (!token) return json(401, { error: 'No API key found in request' });
  const checked = await checkAccessToken(token, jwtKeys);
  if (!checked.ok) return json(401, { error: `${checked.code}: ${checked.message}` });

  const parsed = single ? singleMessage(request, single) : batch(request);
  if (typeof parsed === 'string') return json(422, { error: parsed });
  const refused = refuseOverLimits(request, parsed, deps, single !== null);
  if (refused) return refused;

  const allowed = new Map<string, boolean>();
  for (const message of parsed) {
    if (message.isPrivate) {
      let ok = allowed.get(message.topic);
      if (ok === undefined) {
        ok = (await privatePermissions(pg, checked.claims, message.topic)).broadcastWrite;
        allowed.set(message.topic, ok);
      }
      if (!ok) {
        if (single) {
          return json(403, {
            error: `Unauthorized: You do not have permissions to write to this Channel topic: ${message.topic}`,
          });
        }
        continue;
      }
    }
    hub.broadcast(`${message.isPrivate ? 'private' : 'public'}:${message.topic}`, message.event, message.body);
  }
  return { status: 202, headers: {}, body: null };
}

function singleMessage(request: EmuRequest, match: RegExpExecArray): Outgoing[] | string {
  let topic: string;
  let event: string;
  try {
    topic = decodeURIComponent(match[1] ?? '');
    event = decodeURIComponent(match[2] ?? '');
  } catch {
    return 'The topic or event is not valid percent-encoding';
  }
  const isPrivate = request.url.searchParams.get('private') === 'true';
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type === 'application/octet-stream') {
    return [{ topic, event, isPrivate, body: { kind: 'binary', bytes: request.body } }];
  }
  try {
    const value = JSON.parse(request.body.toString('utf8')) as unknown;
    return [{ topic, event, isPrivate, body: { kind: 'json', value } }];
  } catch {
    return 'The body must be JSON (or application/octet-stream bytes)';
  }
}

function batch(request: EmuRequest): Outgoing[] | string {
  let value: unknown;
  try {
    value = JSON.parse(request.body.toString('utf8'));
  } catch {
    return 'The body must be JSON: { "messages": [{ "topic", "event", "payload", "private" }] }';
  }
  if (!isRecord(value) || !Array.isArray(value.messages)) return 'messages: is required and must be a list';
  const out: Outgoing[] = [];
  for (const [index, message] of value.messages.entries()) {
    if (!isRecord(message) || typeof message.topic !== 'string' || typeof message.event !== 'string') {
      return `messages[${String(index)}]: topic and event are required strings`;
    }
    if (!isRecord(message.payload)) return `messages[${String(index)}]: payload must be an object`;
    out.push({
      topic: message.topic,
      event: message.event,
      isPrivate: message.private === true,
      body: { kind: 'json', value: message.payload },
    });
  }
  return out;
}

/** Realtime's changeset errors for oversized payloads, then its rate-limit answers. */
function refuseOverLimits(
  request: EmuRequest,
  messages: Outgoing[],
  deps: HttpBroadcastDeps,
  single: boolean,
): EmuResponse | null {
  const fits = messages.map((message) => payloadFits(deps.limits, message.body));
  if (fits.includes(false)) {
    const payloadError = { payload: [LIMIT_REASONS.httpPayloadTooLarge] };
    const errors = single ? payloadError : { messages: fits.map((ok) => (ok ? {} : payloadError)) };
    return json(422, { errors });
  }
  if (deps.httpEvents.take(request.remoteAddress, messages.length)) return null;
  const full = deps.httpEvents.available(request.remoteAddress) <= 0;
  return json(429, { message: full ? LIMIT_REASONS.httpRateLimited : LIMIT_REASONS.httpBatchTooLarge });
}
