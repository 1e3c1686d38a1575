import { makeStore } from '../../../store/store';
import { reviewsApi } from './reviews-api';

const { rpc, from } = vi.hoisted(() => ({ rpc: vi.fn(), from: vi.fn() }));
vi.mock('../../../lib/supabase', () => ({ supabase: { rpc, from } }));

/** A stand-in for one `supabase.from('reviews')` builder that records how it was used. */
function reviewsTable(result: { count?: number | null; error?: unknown }) {
  const calls: { method: string; args: unknown[] }[] = [];
  const answer = { data: null, count: result.count ?? null, error: result.error ?? null, status: 200 };
  const builder = {
    calls,
    insert: (...args: unknown[]) => record('insert', args),
    update: (...args: unknown[]) => record('update', args),
    select: (...args: unknown[]) => record('select', args),
    eq: (...args: unknown[]) => record('eq', args),
    then: (resolve: (value: typeof answer) => unknown) => Promise.resolve(answer).then(resolve),
  };
  function record(method: string, args: unknown[]) {
    calls.push({ method, args });
    return builder;
  }
  from.mockReturnValue(builder);
  return builder;
}

beforeEach(() => {
  rpc.mockReset();
  from.mockReset();
});

describe('reviews API reads no account or connection ids', () => {
  it("loads the customer's own review through my_review()", async () => {
    rpc.mockResolvedValue({
      data: [
        { id: 4, rating: 5, body: 'Neat work', created_at: '2026-11-20T10:00:00Z', updated_at: '2026-11-20T10:00:00Z' },
      ],
      error: null,
    });
    const store = makeStore();
    const result = await store.dispatch(reviewsApi.endpoints.getOwnReview.initiate(12));
    expect(rpc).toHaveBeenCalledWith('my_review', { request_id: 12 });
    expect(from).not.toHaveBeenCalled();
    expect(result.data).toEqual({ id: 4, rating: 5, body: 'Neat work', createdAt: '2026-11-20T10:00:00Z' });
  });

  it('answers null when the customer has not reviewed the connection', async () => {
    rpc.mockResolvedValue({ data: [], error: null });
    const result = await makeStore().dispatch(reviewsApi.endpoints.getOwnReview.initiate(13));
    expect(result.data).toBeNull();
  });

  it('writes a review without sending the account id', async () => {
    const table = reviewsTable({});
    await makeStore().dispatch(
      reviewsApi.endpoints.createReview.initiate({ messageId: 12, providerId: 'p1', rating: 4, body: 'Good' }),
    );
    expect(from).toHaveBeenCalledWith('reviews');
    expect(table.calls).toEqual([
      { method: 'insert', args: [{ message_id: 12, provider: 'p1', rating: 4, body: 'Good' }] },
    ]);
  });

  it('counts an edit instead of reading the review back, and says when the edit window closed', async () => {
    const table = reviewsTable({ count: 0 });
    const result = await makeStore().dispatch(
      reviewsApi.endpoints.updateReview.initiate({ id: 4, messageId: 12, providerId: 'p1', rating: 3, body: 'Ok' }),
    );
    expect(table.calls).toEqual([
      { method: 'update', args: [{ rating: 3, body: 'Ok' }, { count: 'exact' }] },
      { method: 'eq', args: ['id', 4] },
    ]);
    expect(result.error).toMatchObject({ code: 'expired' });

    reviewsTable({ count: 1 });
    const saved = await makeStore().dispatch(
      reviewsApi.endpoints.updateReview.initiate({ id: 4, messageId: 12, providerId: 'p1', rating: 3, body: 'Ok' }),
    );
    expect(saved.error).toBeUndefined();
  });

  it("counts a provider's reply, and refuses a reply that changed nothing", async () => {
    const table = reviewsTable({ count: 0 });
    const result = await makeStore().dispatch(
      reviewsApi.endpoints.replyToReview.initiate({ id: 4, providerId: 'p1', reply: ' Thanks ' }),
    );
    expect(table.calls[0]).toEqual({ method: 'update', args: [{ reply: 'Thanks' }, { count: 'exact' }] });
    expect(table.calls.some((call) => call.method === 'select')).toBe(false);
    expect(result.error).toBeDefined();
  });
});
