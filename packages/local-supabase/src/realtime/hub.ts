import { randomBytes, randomUUID } from 'node:crypto';
import type { BroadcastBody } from './broadcast-frames.js';
import type { Channel } from './channel.js';

type Meta = Record<string, unknown> & { phx_ref: string };
type PresenceMap = Record<string, { metas: Meta[] }>;

interface Tracked {
  key: string;
  meta: Meta;
}

interface Room {
  channels: Set<Channel>;
  presences: Map<Channel, Tracked>;
}

/**
 * The joined channels by room (name and privacy), for broadcast and presence. Presence follows
 * Phoenix Presence: a `presence_state` snapshot, then `presence_diff`s with joins and leaves.
 */
export class Hub {
  private readonly rooms = new Map<string, Room>();
  private readonly generatedKeys = new WeakMap<Channel, string>();

  add(channel: Channel): void {
    this.room(channel.room).channels.add(channel);
  }

  remove(channel: Channel): void {
    const room = this.rooms.get(channel.room);
    if (!room) return;
    this.untrack(channel);
    room.channels.delete(channel);
    if (room.channels.size === 0) this.rooms.delete(channel.room);
  }

  /** Every channel of the room gets the broadcast, the sender only when it asked for `self`. */
  broadcast(room: string, event: string, body: BroadcastBody, sender: Channel | null = null): void {
    for (const channel of this.rooms.get(room)?.channels ?? []) {
      if (channel === sender && !channel.options.broadcastSelf) continue;
      channel.deliverBroadcast(event, body);
    }
  }

  sendPresenceState(channel: Channel): void {
    const room = this.rooms.get(channel.room);
    const state: PresenceMap = {};
    for (const tracked of room?.presences.values() ?? []) add(state, tracked);
    channel.deliverPresence('presence_state', state);
  }

  track(channel: Channel, payload: Record<string, unknown>): void {
    const room = this.room(channel.room);
    const previous = room.presences.get(channel);
    const key = channel.options.presenceKey || this.generatedKey(channel);
    const meta: Meta = { ...payload, phx_ref: phxRef() };
    if (previous) meta.phx_ref_prev = previous.meta.phx_ref;
    const tracked = { key, meta };
    room.presences.set(channel, tracked);
    const joins: PresenceMap = {};
    add(joins, tracked);
    const leaves: PresenceMap = {};
    if (previous) add(leaves, previous);
    this.diff(room, joins, leaves);
  }

  untrack(channel: Channel): void {
    const room = this.rooms.get(channel.room);
    const previous = room?.presences.get(channel);
    if (!room || !previous) return;
    room.presences.delete(channel);
    const leaves: PresenceMap = {};
    add(leaves, previous);
    this.diff(room, {}, leaves);
  }

  private diff(room: Room, joins: PresenceMap, leaves: PresenceMap): void {
    for (const channel of room.channels) channel.deliverPresence('presence_diff', { joins, leaves });
  }

  private room(name: string): Room {
    let room = this.rooms.get(name);
    if (!room) {
      room = { channels: new Set(), presences: new Map() };
      this.rooms.set(name, room);
    }
    return room;
  }

  private generatedKey(channel: Channel): string {
    let key = this.generatedKeys.get(channel);
    if (!key) {
      key = randomUUID();
      this.generatedKeys.set(channel, key);
    }
    return key;
  }
}

function add(map: PresenceMap, tracked: Tracked): void {
  const entry = map[tracked.key] ?? { metas: [] };
  entry.metas.push(tracked.meta);
  map[tracked.key] = entry;
}

function phxRef(): string {
  return `F${randomBytes(9).toString('base64url')}`;
}
