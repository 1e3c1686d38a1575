import { removeRequest, toConnectionRequest, upsertRequest, type ConnectionRequest } from './connection-request';

function request(messageId: number, createdAt: string, accepted = false): ConnectionRequest {
  return {
    messageId,
    fromId: `customer-${messageId}`,
    toId: 'provider',
    accepted,
    senderName: `Customer ${messageId}`,
    senderPicture: '',
    createdAt,
  };
}

describe('upsertRequest', () => {
  it('puts a new request first', () => {
    const list = [request(1, '2026-11-20T10:00:00Z')];
    expect(upsertRequest(list, request(2, '2026-11-21T10:00:00Z')).map((r) => r.messageId)).toEqual([2, 1]);
  });

  it('replaces a request that changed and never duplicates one', () => {
    const list = [request(2, '2026-11-21T10:00:00Z'), request(1, '2026-11-20T10:00:00Z')];
    const next = upsertRequest(
      upsertRequest(list, request(1, '2026-11-20T10:00:00Z', true)),
      request(1, '2026-11-20T10:00:00Z', true),
    );
    expect(next).toHaveLength(2);
    expect(next.find((r) => r.messageId === 1)?.accepted).toBe(true);
    expect(next.map((r) => r.messageId)).toEqual([2, 1]);
  });
});

describe('removeRequest', () => {
  it('drops a request by id', () => {
    expect(removeRequest([request(1, '2026-11-20T10:00:00Z')], 1)).toEqual([]);
  });
});

describe('toConnectionRequest', () => {
  it('names a sender without a name', () => {
    const mapped = toConnectionRequest({
      message_id: 4,
      from: 'c',
      to: 'p',
      is_chat: false,
      username: '  ',
      user_profile: '',
      created_at: '2026-11-21T10:00:00Z',
    });
    expect(mapped.senderName).toBe('A customer');
    expect(mapped.accepted).toBe(false);
  });
});
