import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CancelJobPanel } from './cancel-job-panel';

function renderPanel(side: 'customer' | 'provider') {
  const onCancel = vi.fn();
  render(<CancelJobPanel open side={side} otherName="Rajan" busy={false} onClose={vi.fn()} onCancel={onCancel} />);
  return onCancel;
}

describe('CancelJobPanel', () => {
  it('needs a reason, and a note for "Other", before it cancels', async () => {
    const user = userEvent.setup();
    const onCancel = renderPanel('customer');
    const dialog = screen.getByRole('dialog', { name: 'Cancel the job with Rajan' });
    expect(dialog).toHaveTextContent('Rajan sees your reason.');

    await user.click(screen.getByRole('button', { name: 'Cancel the job' }));
    expect(screen.getByText('Choose a reason.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.click(screen.getByRole('button', { name: 'Cancel the job' }));
    expect(screen.getByText('Say why you are cancelling.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Anything to add?' })).toHaveAttribute('aria-invalid', 'true');
    expect(onCancel).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Anything to add?' }), 'Rain all week');
    await user.click(screen.getByRole('button', { name: 'Cancel the job' }));
    expect(onCancel).toHaveBeenCalledWith('other', 'Rain all week');
  });

  it('offers each side its own reasons and sends one without a note', async () => {
    const user = userEvent.setup();
    const onCancel = renderPanel('provider');
    expect(screen.queryByRole('radio', { name: 'I found someone else' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'I cannot make it' }));
    await user.click(screen.getByRole('button', { name: 'Cancel the job' }));
    expect(onCancel).toHaveBeenCalledWith('cannot_make_it', '');
  });
});
