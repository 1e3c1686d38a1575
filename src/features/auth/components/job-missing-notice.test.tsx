import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { JobMissingNotice } from './job-missing-notice';

const TEXT = "You haven't chosen a job yet: you signed up with GitHub. Go to Edit profile and add your job.";

function authUser(metadata: 'Plumber' | 0 | null) {
  return {
    uuid: 'u-1',
    metadata,
    userDetails: { email: 'a@b.in', fullName: 'Asha', avatarUrl: '', provider: 'github' },
  };
}

describe('JobMissingNotice', () => {
  it('tells a social sign-up without a job, until dismissed for good', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<JobMissingNotice />, { preloadedState: { authUser: authUser(0) } });
    expect(screen.getByRole('status')).toHaveTextContent(TEXT);
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/sp-profile/edit');

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<JobMissingNotice />, { preloadedState: { authUser: authUser(0) } });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it.each([['Plumber' as const], [null]])('stays hidden when the job is %s', (metadata) => {
    renderWithProviders(<JobMissingNotice />, { preloadedState: { authUser: authUser(metadata) } });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
