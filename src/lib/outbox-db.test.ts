import 'fake-indexeddb/auto';
import { Blob as NodeBlob } from 'node:buffer';
import { forgetOutgoing, keepOutgoing, loadOutbox } from './outbox-db';

/** jsdom's Blob cannot be read back, so the photo is Node's (browsers have both). */
const jpeg = (text: string) => new NodeBlob([text], { type: 'image/jpeg' }) as unknown as Blob;

/** Writes a record as an older version of the app did, straight into the store. */
function putRaw(record: object): Promise<void> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('mistri-chat-outbox');
    open.onerror = () => {
      reject(open.error ?? new Error('open'));
    };
    open.onsuccess = () => {
      const transaction = open.result.transaction('messages', 'readwrite');
      transaction.objectStore('messages').put(record);
      transaction.oncomplete = () => {
        open.result.close();
        resolve();
      };
      transaction.onerror = () => {
        reject(transaction.error ?? new Error('put'));
      };
    };
  });
}

describe('the chat outbox in IndexedDB', () => {
  it('keeps messages per sender and conversation, in the order typed, until forgotten', async () => {
    await keepOutgoing('alice', 7, { id: 'a-2', body: 'second', photos: [] }, 2000);
    await keepOutgoing('alice', 7, { id: 'a-1', body: 'first', photos: [] }, 1000);
    await keepOutgoing('alice', 7, { id: 'a-3', body: 'third, same instant', photos: [] }, 2000);
    await keepOutgoing('alice', 8, { id: 'a-other', body: 'another chat', photos: [] }, 1500);
    await keepOutgoing('bob', 7, { id: 'b-1', body: 'same chat, other sender', photos: [] }, 500);

    expect(await loadOutbox('alice', 7)).toEqual([
      { id: 'a-1', body: 'first', photos: [] },
      { id: 'a-2', body: 'second', photos: [] },
      { id: 'a-3', body: 'third, same instant', photos: [] },
    ]);
    expect(await loadOutbox('bob', 7)).toEqual([{ id: 'b-1', body: 'same chat, other sender', photos: [] }]);

    await forgetOutgoing('a-2');
    await forgetOutgoing('never-kept');
    expect((await loadOutbox('alice', 7)).map((message) => message.id)).toEqual(['a-1', 'a-3']);
    expect(await loadOutbox('alice', 9)).toEqual([]);
  });

  it('keeps the photos of a message, and reads a message kept before photos existed as having none', async () => {
    await keepOutgoing('carol', 3, { id: 'c-1', body: '', photos: [jpeg('jpeg-bytes')] });
    const [saved] = await loadOutbox('carol', 3);
    expect(saved?.photos).toHaveLength(1);
    expect(saved?.photos[0]?.size).toBe(10);
    expect(saved?.photos[0]?.type).toBe('image/jpeg');

    await putRaw({ id: 'c-old', body: 'old', senderId: 'carol', conversationId: 4, savedAt: 1, order: 1 });
    expect(await loadOutbox('carol', 4)).toEqual([{ id: 'c-old', body: 'old', photos: [] }]);
  });
});
