import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { NotificationSettingsSection } from './notification-settings';

const { from, invoke } = vi.hoisted(() => ({ from: vi.fn(), invoke: vi.fn() }));
vi.mock('../../../lib/supabase', () => ({ supabase: { from, functions: { invoke } } }));

/** Each table answers an empty read; upserts of notification_preferences are recorded. */
function tables(phone: { phone: string; verified_at: string | null } | null) {
  const upserts: unknown[] = [];
  from.mockImplementation((table: string) => {
    const builder = {
      select: () => builder,
      eq: () => builder,
      maybeSingle: () => Promise.resolve({ data: table === 'contact_phones' ? phone : null, error: null }),
      upsert: (row: unknown) => {
        upserts.push(row);
        return Promise.resolve({ data: null, error: null });
      },
    };
    return builder;
  });
  return upserts;
}

describe('NotificationSettingsSection', () => {
  it('saves a channel choice at once, with SMS and WhatsApp waiting for a verified phone', async () => {
    const upserts = tables(null);
    const user = userEvent.setup();
    renderWithProviders(<NotificationSettingsSection uuid="u1" />);

    const newMessageByEmail = await screen.findByRole('checkbox', { name: 'New message by E-mail' });
    expect(screen.getByRole('checkbox', { name: 'New request by Push' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'New request by E-mail' })).toBeChecked();
    expect(newMessageByEmail).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'New message by SMS' })).toBeDisabled();
    expect(screen.getByText('Verify a phone above to choose SMS or WhatsApp.')).toBeInTheDocument();
    expect(screen.getByText(/This browser cannot receive push notifications/)).toBeInTheDocument();

    await user.click(newMessageByEmail);
    await waitFor(() => {
      expect(upserts).toHaveLength(1);
    });
    expect(upserts[0]).toMatchObject({
      user_id: 'u1',
      channels: expect.objectContaining({ new_message: ['push', 'email'], new_request: ['push', 'email'] }) as unknown,
      quiet_from: null,
      quiet_until: null,
      quiet_allows_requests: true,
    });
    expect(newMessageByEmail).toBeChecked();
  });

  it('lets a verified phone take SMS, and saves quiet hours with the request exception', async () => {
    const upserts = tables({ phone: '+919876543210', verified_at: '2026-11-26T10:00:00Z' });
    const user = userEvent.setup();
    renderWithProviders(<NotificationSettingsSection uuid="u1" />);

    expect(await screen.findByText('+91 98765 43210 is verified.')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('checkbox', { name: 'New request by SMS' })).toBeEnabled();
    });

    const quiet = screen.getByRole('region', { name: 'Quiet hours' });
    await user.click(within(quiet).getByLabelText('Use quiet hours'));
    expect(within(quiet).getByLabelText('From')).toHaveValue('22:00');
    expect(within(quiet).getByLabelText('Until')).toHaveValue('07:00');
    await user.click(within(quiet).getByLabelText('Let new requests through'));
    await user.click(within(quiet).getByRole('button', { name: 'Save quiet hours' }));
    await waitFor(() => {
      expect(upserts).toHaveLength(1);
    });
    expect(upserts[0]).toMatchObject({ quiet_from: '22:00', quiet_until: '07:00', quiet_allows_requests: false });
  });
});
