import 'fake-indexeddb/auto';
import { forgetOutgoing, keepOutgoing, loadOutbox } from './outbox-db';

describe('the chat outbox in IndexedDB', () => {
  it('keeps messages per sender and conversation, in the order typed, until forgotten', async () => {
    await keepOutgoing('alice', 7, { id: 'a-2', body: 'second' }, 2000);
    await keepOutgoing('alice', 7, { id: 'a-1', body: 'first' }, 1000);
    await keepOutgoing('alice', 7, { id: 'a-3', body: 'third, same instant' }, 2000);
    await keepOutgoing('alice', 8, { id: 'a-other', body: 'another chat' }, 1500);
    await keepOutgoing('bob', 7, { id: 'b-1', body: 'same chat, other sender' }, 500);

    expect(await loadOutbox('alice', 7)).toEqual([
      { id: 'a-1', body: 'first' },
      { id: 'a-2', body: 'second' },
      { id: 'a-3', body: 'third, same instant' },
    ]);
    expect(await loadOutbox('bob', 7)).toEqual([{ id: 'b-1', body: 'same chat, other sender' }]);

    await forgetOutgoing('a-2');
    await forgetOutgoing('never-kept');
    expect((await loadOutbox('alice', 7)).map((message) => message.id)).toEqual(['a-1', 'a-3']);
    expect(await loadOutbox('alice', 9)).toEqual([]);
  });
});
