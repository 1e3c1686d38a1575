import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { CustomerHero } from './customer-hero';

const authUser = {
  uuid: 'u-1',
  metadata: null,
  userDetails: { email: 'asha@example.in', fullName: 'Asha Menon', avatarUrl: '', provider: 'email' },
};

function nearbyRoute() {
  return [{ path: '/nearby-providers', element: <p>nearby page</p> }];
}

describe('CustomerHero', () => {
  it('greets by name and, when the device location is denied, says why and what to do (finding 10)', async () => {
    // The browser's answer when the person (or a site setting) refused location access.
    const denied = { code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' };
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (_ok: unknown, fail: (error: typeof denied) => void) => {
          fail(denied);
        },
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { router } = renderWithProviders(<CustomerHero />, {
      preloadedState: { authUser },
      routes: nearbyRoute(),
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Good (Morning|Afternoon|Evening), Asha Menon$/,
    );

    await user.click(screen.getByRole('button', { name: 'Locate' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/location access is blocked for this site/);
    expect(alert).toHaveTextContent(/Allow location in your browser's site settings and press Locate again/);
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/your-profile/edit');
    expect(router.state.location.pathname).toBe('/');
    Reflect.deleteProperty(navigator, 'geolocation');
  });

  it('with a location, Locate opens the nearby page for the chosen trade', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<CustomerHero />, {
      preloadedState: {
        authUser,
        userLocation: {
          currentLocation: 'MG Road, Kochi',
          latitude: 9.9674,
          longitude: 76.2858,
          isEdited: false,
          suggestion: null,
        },
      },
      routes: nearbyRoute(),
    });
    await user.click(screen.getByRole('radio', { name: 'Electricians' }));
    await user.click(screen.getByRole('button', { name: 'Locate' }));
    expect(await screen.findByText('nearby page')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      '/nearby-providers?job=Electrician',
    );
  });
});
