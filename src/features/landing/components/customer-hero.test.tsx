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
  it('greets by name and, without a location, explains instead of locating', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<CustomerHero />, {
      preloadedState: { authUser },
      routes: nearbyRoute(),
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Good (Morning|Afternoon|Evening), Asha Menon$/,
    );

    await user.click(screen.getByRole('button', { name: 'Locate' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your location will change to your actual location. You can add a current location under Edit Profile.',
    );
    expect(router.state.location.pathname).toBe('/');
  });

  it('with a location, Locate opens the nearby page for the chosen trade', async () => {
    const user = userEvent.setup();
    const { router } = renderWithProviders(<CustomerHero />, {
      preloadedState: {
        authUser,
        userLocation: { currentLocation: 'MG Road, Kochi', latitude: 9.9674, longitude: 76.2858, isEdited: false },
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
