import { render, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { Avatar, DEFAULT_AVATAR } from './avatar';

const storage = vi.hoisted(() => ({ from: vi.fn() }));
vi.mock('../lib/supabase', () => ({ supabase: { storage } }));

const PATH = 'service-providers/d0000000-0000-4000-8000-000000000001.jpg';
const SIGNED = `http://127.0.0.1:54321/storage/v1/object/sign/profile_pic/${PATH}?token=abc`;

describe('Avatar', () => {
  it('shows a stored picture by signing its path with the reader’s session', async () => {
    const createSignedUrl = vi.fn().mockResolvedValue({ data: { signedUrl: SIGNED }, error: null });
    storage.from.mockReturnValue({ createSignedUrl });
    renderWithProviders(<Avatar src={PATH} name="Rajan Pillai" />);
    const picture = screen.getByRole('img', { name: 'Profile picture of Rajan Pillai' });
    // The default picture until the address is signed, never the bare path.
    expect(picture).toHaveAttribute('src', DEFAULT_AVATAR);
    await waitFor(() => {
      expect(picture).toHaveAttribute('src', SIGNED);
    });
    expect(storage.from).toHaveBeenCalledWith('profile_pic');
    expect(createSignedUrl).toHaveBeenCalledWith(PATH, 3600);
  });

  it('keeps the default picture when the path cannot be signed', async () => {
    const createSignedUrl = vi.fn().mockResolvedValue({ data: null, error: { message: 'Object not found' } });
    storage.from.mockReturnValue({ createSignedUrl });
    renderWithProviders(<Avatar src={`users/${'c'.repeat(8)}-0000-4000-8000-000000000009.jpg`} name="Asha" />);
    await waitFor(() => {
      expect(createSignedUrl).toHaveBeenCalled();
    });
    expect(screen.getByRole('img')).toHaveAttribute('src', DEFAULT_AVATAR);
  });

  it('shows a local preview address as it is, and the default picture for none (no store needed)', () => {
    const { rerender } = render(<Avatar src="blob:http://127.0.0.1/preview" name="Asha" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', 'blob:http://127.0.0.1/preview');
    rerender(<Avatar src="" name="Asha" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', DEFAULT_AVATAR);
  });
});
