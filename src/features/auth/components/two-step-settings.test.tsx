import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { TwoStepSettings } from './two-step-settings';

const mfa = vi.hoisted(() => ({
  listFactors: vi.fn(),
  getAuthenticatorAssuranceLevel: vi.fn(),
  enroll: vi.fn(),
  unenroll: vi.fn(),
  challengeAndVerify: vi.fn(),
}));
vi.mock('../../../lib/supabase', () => ({ supabase: { auth: { mfa } } }));

interface StoredFactor {
  id: string;
  friendly_name: string;
  factor_type: 'totp';
  status: 'verified' | 'unverified';
  created_at: string;
}

let factors: StoredFactor[];
let level: 'aal1' | 'aal2';

function factor(id: string, status: StoredFactor['status'], name = 'Authenticator app 1'): StoredFactor {
  return { id, friendly_name: name, factor_type: 'totp', status, created_at: '2026-11-20T10:00:00Z' };
}

beforeEach(() => {
  Object.values(mfa).forEach((mock) => mock.mockReset());
  factors = [];
  level = 'aal1';
  mfa.listFactors.mockImplementation(() => Promise.resolve({ data: { all: [...factors] }, error: null }));
  mfa.getAuthenticatorAssuranceLevel.mockImplementation(() =>
    Promise.resolve({
      data: { currentLevel: level, nextLevel: factors.some((item) => item.status === 'verified') ? 'aal2' : 'aal1' },
      error: null,
    }),
  );
  mfa.unenroll.mockImplementation(({ factorId }: { factorId: string }) => {
    factors = factors.filter((item) => item.id !== factorId);
    return Promise.resolve({ data: { id: factorId }, error: null });
  });
});

describe('TwoStepSettings', () => {
  it('clears an abandoned app first, shows the QR code and key, and says a wrong code under the field', async () => {
    factors = [factor('old', 'unverified')];
    mfa.enroll.mockImplementation(({ friendlyName }: { friendlyName: string }) => {
      factors.push(factor('new', 'unverified', friendlyName));
      return Promise.resolve({
        data: {
          id: 'new',
          type: 'totp',
          totp: { qr_code: 'data:image/svg+xml;utf-8,<svg fill="#000"/>', secret: 'ABCDEFGHIJKLMNOP', uri: '' },
        },
        error: null,
      });
    });
    const user = userEvent.setup();
    renderWithProviders(<TwoStepSettings />);

    expect(
      await screen.findByText('Two-step sign-in is off. Add an authenticator app to turn it on.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add an authenticator app' }));
    const qr = await screen.findByRole('img', { name: 'QR code that adds Mistri to your authenticator app' });
    expect(mfa.unenroll).toHaveBeenCalledWith({ factorId: 'old' });
    expect(mfa.enroll).toHaveBeenCalledWith({ factorType: 'totp', friendlyName: 'Authenticator app 1' });
    expect(qr.getAttribute('src')).not.toContain('#');
    expect(screen.getByText('ABCD EFGH IJKL MNOP')).toBeInTheDocument();

    mfa.challengeAndVerify.mockResolvedValueOnce({
      data: null,
      error: { message: 'Invalid TOTP code entered', code: 'mfa_verification_failed', status: 422 },
    });
    await user.type(screen.getByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('That code is not right. Check the app and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Invalid TOTP code entered')).not.toBeInTheDocument();

    mfa.challengeAndVerify.mockImplementationOnce(() => {
      factors = factors.map((item) => ({ ...item, status: 'verified' as const }));
      level = 'aal2';
      return Promise.resolve({ data: {}, error: null });
    });
    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(/Two-step sign-in is on\./)).toBeInTheDocument();
    expect(mfa.challengeAndVerify).toHaveBeenLastCalledWith({ factorId: 'new', code: '123456' });
    const list = await screen.findByRole('list', { name: 'Your second steps' });
    expect(within(list).getByText('Authenticator app 1')).toBeInTheDocument();
  });

  it('asks a one-step session for a code before removing a verified app', async () => {
    factors = [factor('f1', 'verified')];
    mfa.challengeAndVerify.mockImplementation(() => {
      level = 'aal2';
      return Promise.resolve({ data: {}, error: null });
    });
    const user = userEvent.setup();
    renderWithProviders(<TwoStepSettings />);

    await user.click(await screen.findByRole('button', { name: 'Remove Authenticator app 1' }));
    expect(
      screen.getByText('To remove Authenticator app 1, first enter a code from your authenticator app.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('6-digit code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Authenticator app 1 removed.')).toBeInTheDocument();
    expect(mfa.challengeAndVerify).toHaveBeenCalledWith({ factorId: 'f1', code: '654321' });
    expect(mfa.unenroll).toHaveBeenCalledWith({ factorId: 'f1' });
    expect(await screen.findByText(/Two-step sign-in is off\./)).toBeInTheDocument();
  });

  it('only confirms a removal in a session that already gave a code', async () => {
    factors = [factor('f1', 'verified')];
    level = 'aal2';
    const user = userEvent.setup();
    renderWithProviders(<TwoStepSettings />);

    await user.click(await screen.findByRole('button', { name: 'Remove Authenticator app 1' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this second step?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Authenticator app 1 removed.')).toBeInTheDocument();
    expect(mfa.challengeAndVerify).not.toHaveBeenCalled();
  });
});
