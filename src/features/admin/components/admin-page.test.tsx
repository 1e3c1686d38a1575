import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../testing/render-with-providers';
import type { AdminSection } from '../lib/admin-types';
import { AdminPage } from './admin-page';
import { ReasonDialog } from './reason-dialog';

const sections: AdminSection[] = [
  { id: 'one', label: 'First', content: <p>first content</p> },
  { id: 'two', label: 'Second', content: <p>second content</p> },
];

describe('AdminPage', () => {
  it('tells a non-admin the console is not available, and shows no section', () => {
    renderWithProviders(
      <AdminPage access={{ kind: 'not-admin' }} sections={sections} codeForm={null} onRetry={vi.fn()} />,
    );
    expect(screen.getByRole('heading', { name: 'Not available' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
  });

  it('sends an admin without a second step to two-step sign-in', () => {
    renderWithProviders(
      <AdminPage access={{ kind: 'needs-factor' }} sections={sections} codeForm={null} onRetry={vi.fn()} />,
    );
    expect(screen.getByRole('link', { name: 'Set up two-step sign-in' })).toHaveAttribute(
      'href',
      '/your-profile/preferences',
    );
  });

  it('asks an admin at aal1 for the code', () => {
    renderWithProviders(
      <AdminPage
        access={{ kind: 'needs-code' }}
        sections={sections}
        codeForm={<form aria-label="code form" />}
        onRetry={vi.fn()}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Enter your code' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'code form' })).toBeInTheDocument();
  });

  it('shows the sections as tabs at aal2; arrow keys move between them', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <AdminPage access={{ kind: 'ready' }} sections={sections} codeForm={null} onRetry={vi.fn()} />,
      {
        route: '/admin',
      },
    );
    expect(screen.getByRole('tab', { name: 'First' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('first content')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'First' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Second' })).toHaveFocus();
    expect(screen.getByText('second content')).toBeInTheDocument();
    expect(screen.queryByText('first content')).not.toBeInTheDocument();
  });
});

describe('ReasonDialog', () => {
  it('refuses to go on without a reason, then hands over the trimmed reason', async () => {
    const user = userEvent.setup();
    const confirm = vi.fn();
    renderWithProviders(
      <ReasonDialog
        title="Suspend Ravi?"
        hint="They disappear."
        confirmLabel="Suspend"
        busy={false}
        onConfirm={confirm}
        onCancel={vi.fn()}
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Reason (required)' });
    expect(field).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give a reason.');
    expect(confirm).not.toHaveBeenCalled();
    await user.type(field, '  Harassed customers  ');
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    expect(confirm).toHaveBeenCalledWith('Harassed customers');
  });
});
