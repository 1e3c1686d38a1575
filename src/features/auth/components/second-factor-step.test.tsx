import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SecondFactorStep } from './second-factor-step';

const auth = vi.hoisted(() => ({
  mfa: { listFactors: vi.fn(), challengeAndVerify: vi.fn() },
  getSession: vi.fn(),
  signOut: vi.fn(),
}));
vi.mock('../../../lib/supabase', () => ({ supabase: { auth } }));

const app = {
  id: 'f1',
  friendly_name: 'Authenticator app 1',
  factor_type: 'totp',
  status: 'verified',
  created_at: '2026-11-20T10:00:00Z',
};

beforeEach(() => {
  auth.mfa.listFactors.mockReset().mockResolvedValue({ data: { all: [app] }, error: null });
  auth.mfa.challengeAndVerify.mockReset();
  auth.getSession.mockReset().mockResolvedValue({ data: { session: null }, error: null });
  auth.signOut.mockReset().mockResolvedValue({ error: null });
});

describe('SecondFactorStep', () => {
  it('checks the code against the app, says an expired code under the field, then hands over', async () => {
    const verified = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SecondFactorStep onVerified={verified} onCancelled={() => undefined} />);

    const field = await screen.findByLabelText('6-digit code');
    expect(field).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(auth.mfa.challengeAndVerify).not.toHaveBeenCalled();

    auth.mfa.challengeAndVerify.mockResolvedValueOnce({
      data: null,
      error: { message: 'Challenge has expired', code: 'mfa_challenge_expired', status: 422 },
    });
    await user.type(field, '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code has expired. Enter the new code from your app.')).toBeInTheDocument();
    expect(verified).not.toHaveBeenCalled();

    auth.mfa.challengeAndVerify.mockResolvedValueOnce({ data: {}, error: null });
    await user.clear(field);
    await user.type(field, '222222');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => {
      expect(verified).toHaveBeenCalledOnce();
    });
    expect(auth.mfa.challengeAndVerify).toHaveBeenLastCalledWith({ factorId: 'f1', code: '222222' });
  });

  it('signs the half-made session out on this device when cancelled', async () => {
    const cancelled = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SecondFactorStep onVerified={() => undefined} onCancelled={cancelled} />);

    await user.click(await screen.findByRole('button', { name: 'Cancel and sign out' }));
    await vi.waitFor(() => {
      expect(cancelled).toHaveBeenCalledOnce();
    });
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
  });
});
