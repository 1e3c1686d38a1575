import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { PhoneVerification } from './phone-verification';

const { from, invoke } = vi.hoisted(() => ({ from: vi.fn(), invoke: vi.fn() }));
vi.mock('../../../lib/supabase', () => ({ supabase: { from, functions: { invoke } } }));

/** The contact_phones table: what the select answers, and the deletes it got. */
function contactPhones(row: () => { phone: string; verified_at: string | null } | null) {
  const builder = {
    select: () => builder,
    delete: () => builder,
    eq: () => builder,
    maybeSingle: () => Promise.resolve({ data: row(), error: null }),
    then: (resolve: (value: { data: null; error: null }) => unknown) =>
      Promise.resolve({ data: null, error: null }).then(resolve),
  };
  from.mockImplementation(() => builder);
}

function refusal(status: number, key: string) {
  const response = new Response(JSON.stringify({ error: key }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
  return { data: null, error: new FunctionsHttpError(response) };
}

beforeEach(() => {
  from.mockReset();
  invoke.mockReset();
});

describe('PhoneVerification', () => {
  it('sends a code, says why a code is refused, waits a minute before another, and shows the verified phone', async () => {
    let stored: { phone: string; verified_at: string | null } | null = null;
    contactPhones(() => stored);
    const user = userEvent.setup();
    renderWithProviders(<PhoneVerification uuid="u1" />);

    const number = await screen.findByLabelText('Mobile number');
    await user.type(number, '12345');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9.'),
    ).toBeInTheDocument();
    expect(invoke).not.toHaveBeenCalled();

    invoke.mockResolvedValueOnce({ data: { sent: true }, error: null });
    await user.clear(number);
    await user.type(number, '98765 43210');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('We sent a code to +91 98765 43210. It is valid for 10 minutes.'),
    ).toBeInTheDocument();
    expect(invoke).toHaveBeenCalledWith('phone-code', {
      method: 'POST',
      body: { action: 'send', phone: '+919876543210' },
    });
    expect(screen.getByRole('button', { name: /^New code in (60|59) s$/ })).toBeDisabled();

    invoke.mockResolvedValueOnce(refusal(400, 'wrong_code'));
    await user.type(screen.getByLabelText('6-digit code'), '111 111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not right. Check the SMS and try again.')).toBeInTheDocument();
    expect(invoke).toHaveBeenLastCalledWith('phone-code', {
      method: 'POST',
      body: { action: 'verify', phone: '+919876543210', code: '111111' },
    });

    invoke.mockResolvedValueOnce(refusal(400, 'expired'));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code has expired. Send a new code.')).toBeInTheDocument();

    stored = { phone: '+919876543210', verified_at: '2026-11-26T10:00:00Z' };
    invoke.mockResolvedValueOnce({ data: { verified: true }, error: null });
    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('+91 98765 43210 is verified.')).toBeInTheDocument();
  });

  it('says so when a new code is asked for too soon', async () => {
    contactPhones(() => ({ phone: '+919876543210', verified_at: null }));
    const user = userEvent.setup();
    renderWithProviders(<PhoneVerification uuid="u1" />);
    await waitFor(() => {
      expect(screen.getByLabelText('Mobile number')).toHaveValue('+91 98765 43210');
    });
    invoke.mockResolvedValueOnce(refusal(429, 'code_sent_recently'));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('A code was sent less than a minute ago. Wait a moment before asking for another.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^New code in \d+ s$/ })).toBeDisabled();
  });
});
