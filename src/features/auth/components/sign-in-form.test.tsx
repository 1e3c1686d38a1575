import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { SignInForm } from './sign-in-form';

describe('SignInForm', () => {
  it('validates on submit first, then on every change', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SignInForm
        next="/"
        onForgotPassword={() => undefined}
        onUnconfirmed={() => undefined}
        onSecondFactor={() => undefined}
      />,
      {
        route: '/signin',
      },
    );

    await user.type(screen.getByLabelText('Email'), 'asha@example');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), '.in');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
  });

  it('prefills the remembered e-mail and hands it to Forgot Password', async () => {
    localStorage.setItem('mistri:remembered-email', 'asha@example.in');
    const forgot = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <SignInForm
        next="/"
        onForgotPassword={forgot}
        onUnconfirmed={() => undefined}
        onSecondFactor={() => undefined}
      />,
      {
        route: '/signin',
      },
    );

    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.in');
    expect(screen.getByLabelText('Remember me')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(forgot).toHaveBeenCalledWith('asha@example.in');
  });
});
