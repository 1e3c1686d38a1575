/** Each test loads the store and the API module afresh, so "before the API joined" really is before. */
async function freshStoreModule() {
  vi.resetModules();
  return import('./store');
}

describe('the lazily joined API cache', () => {
  it('is absent until the API module loads, then serves stores made before and after', async () => {
    const { makeStore } = await freshStoreModule();
    const before = makeStore();
    expect(before.getState().api).toBeUndefined();

    await import('../lib/api/base-api');
    const after = makeStore();
    for (const store of [before, after]) {
      expect(store.getState().api?.config.reducerPath).toBe('api');
      expect(store.getState().api?.config.middlewareRegistered).toBe(true);
    }
  });

  it('runs a query started as soon as the API module loads, in stores made before and after', async () => {
    const { makeStore } = await freshStoreModule();
    const before = makeStore();
    const { baseApi } = await import('../lib/api/base-api');
    const probeApi = baseApi.injectEndpoints({
      endpoints: (build) => ({
        probe: build.query<number, number>({ queryFn: (value) => ({ data: value * 2 }) }),
      }),
    });
    const after = makeStore();
    for (const [index, store] of [before, after].entries()) {
      const request = store.dispatch(probeApi.endpoints.probe.initiate(index + 20, { forceRefetch: true }));
      const result = await request;
      request.unsubscribe();
      expect(result.error).toBeUndefined();
      expect(result.data).toBe((index + 20) * 2);
    }
  });
});
