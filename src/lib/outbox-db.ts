/** What a persistent outbox keeps of a message. */
export interface SavedOutgoing {
  id: string;
  body: string;
  /** Photos already resized on this device, kept here until the backend has them. */
  photos: readonly Blob[];
}

/** A photo as IndexedDB keeps it: bytes and type (plain data, which every browser stores). */
interface StoredPhoto {
  type: string;
  bytes: ArrayBuffer;
}

/** One message of the outbox as IndexedDB keeps it until the backend has it. */
export interface OutboxRecord extends Omit<SavedOutgoing, 'photos'> {
  /** Absent in messages kept before photos existed. */
  photos?: StoredPhoto[];
  senderId: string;
  conversationId: number;
  /** When it was typed (ms); with `order`, the sending order. */
  savedAt: number;
  order: number;
}

const DB_NAME = 'mistri-chat-outbox';
const DB_VERSION = 1;
const STORE = 'messages';
const BY_CONVERSATION = 'by-conversation';

let opening: Promise<IDBDatabase> | null = null;
let lastOrder = 0;

function openOutbox(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'id' });
      store.createIndex(BY_CONVERSATION, ['senderId', 'conversationId']);
    };
    request.onsuccess = () => {
      resolve(request.result);
    };
    request.onerror = () => {
      reject(request.error ?? new Error('The chat outbox could not be opened.'));
    };
    request.onblocked = () => {
      reject(new Error('The chat outbox is blocked by another tab.'));
    };
  }).catch((error: unknown) => {
    // A later call may try again (private windows can refuse IndexedDB only for a while).
    opening = null;
    throw error;
  });
  return opening;
}

/** Runs `work` in one transaction; resolves when the transaction has committed. */
async function inTransaction<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openOutbox();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(STORE, mode);
    const request = work(transaction.objectStore(STORE));
    transaction.oncomplete = () => {
      resolve(request.result);
    };
    transaction.onerror = () => {
      reject(transaction.error ?? new Error('The chat outbox could not be written.'));
    };
    transaction.onabort = () => {
      reject(transaction.error ?? new Error('The chat outbox write was aborted.'));
    };
  });
}

/** The sender's unsent messages of one conversation, in the order they were typed. */
export async function loadOutbox(senderId: string, conversationId: number): Promise<SavedOutgoing[]> {
  const records = await inTransaction('readonly', (store) =>
    store.index(BY_CONVERSATION).getAll([senderId, conversationId]),
  );
  return (records as OutboxRecord[])
    .sort((a, b) => a.savedAt - b.savedAt || a.order - b.order)
    .map(({ id, body, photos = [] }) => ({
      id,
      body,
      photos: photos.map((photo) => new Blob([photo.bytes], { type: photo.type })),
    }));
}

/** Keeps a typed message until it is sent or deleted. */
export async function keepOutgoing(
  senderId: string,
  conversationId: number,
  message: SavedOutgoing,
  now = Date.now(),
): Promise<void> {
  lastOrder += 1;
  const order = lastOrder;
  const photos = await Promise.all(
    message.photos.map(async (photo) => ({ type: photo.type, bytes: await photo.arrayBuffer() })),
  );
  const record: OutboxRecord = {
    id: message.id,
    body: message.body,
    photos,
    senderId,
    conversationId,
    savedAt: now,
    order,
  };
  await inTransaction('readwrite', (store) => store.put(record));
}

/** Forgets a message: it was sent, or its writer deleted it. */
export async function forgetOutgoing(id: string): Promise<void> {
  await inTransaction('readwrite', (store) => store.delete(id));
}

/** Forgets every unsent message on this device (the session that typed them has ended). */
export async function clearOutbox(): Promise<void> {
  await inTransaction('readwrite', (store) => store.clear());
}
