import { makeStore } from '../../../store/store';
import { loadSignedInUser } from './start-app';

const supabase = vi.hoisted(() => ({
  auth: {
    getSession: vi.fn(),
    getUser: vi.fn(),
    onAuthStateChange: vi.fn(),
    mfa: { getAuthenticatorAssuranceLevel: vi.fn() },
  },
  rpc: vi.fn(),
}));
vi.mock('../../../lib/supabase', () => ({ supabase }));
const pending = vi.hoisted(() => ({ set: vi.fn() }));
vi.mock('../lib/pending-second-factor', () => ({ setSecondFactorPending: pending.set }));
vi.mock('../lib/device-data', () => ({ followSessionOwner: () => Promise.resolve() }));
vi.mock('../lib/account-language', () => ({ followAccountLanguage: vi.fn() }));

const user = {
  id: 'u1',
  email: 'asha@example.in',
  app_metadata: { provider: 'email' },
  user_metadata: { first_name: 'Asha' },
};

beforeEach(() => {
  pending.set.mockReset();
  supabase.auth.getSession.mockResolvedValue({ data: { session: { user } }, error: null });
  supabase.auth.getUser.mockResolvedValue({ data: { user }, error: null });
  supabase.auth.onAuthStateChange.mockReturnValue({ data: { subscription: { unsubscribe: vi.fn() } } });
  supabase.rpc.mockReset().mockResolvedValue({ data: null, error: null });
});

describe('loadSignedInUser', () => {
  it('counts nobody as signed in while the session waits for its second step', async () => {
    supabase.auth.mfa.getAuthenticatorAssuranceLevel.mockResolvedValue({
      data: { currentLevel: 'aal1', nextLevel: 'aal2' },
      error: null,
    });
    const store = makeStore({ authUser: { uuid: 'u1', metadata: 0, userDetails: null } });

    await loadSignedInUser(store);

    expect(pending.set).toHaveBeenCalledWith(true);
    expect(store.getState().authUser.uuid).toBeNull();
    expect(supabase.rpc).not.toHaveBeenCalled();
  });

  it('loads the person once the session has given its code', async () => {
    supabase.auth.mfa.getAuthenticatorAssuranceLevel.mockResolvedValue({
      data: { currentLevel: 'aal2', nextLevel: 'aal2' },
      error: null,
    });
    const store = makeStore();

    await loadSignedInUser(store);

    expect(pending.set).toHaveBeenCalledWith(false);
    expect(store.getState().authUser.uuid).toBe('u1');
  });
});
