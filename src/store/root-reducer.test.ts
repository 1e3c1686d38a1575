import { makeStore } from './store';

describe('the lazily joined API cache', () => {
  it('is absent until the API module loads, then serves stores made before and after', async () => {
    const before = makeStore(undefined, { persist: false });
    expect(before.getState().api).toBeUndefined();

    const { baseApi } = await import('../lib/api/base-api');
    const after = makeStore(undefined, { persist: false });
    for (const store of [before, after]) {
      store.dispatch(baseApi.util.invalidateTags(['Me']));
      expect(store.getState().api?.config.reducerPath).toBe('api');
      expect(store.getState().api?.config.middlewareRegistered).toBe(true);
    }
  });
});
