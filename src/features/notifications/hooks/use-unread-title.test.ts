import { renderHook, waitFor } from '@testing-library/react';
import { useUnreadTitle } from './use-unread-title';

describe('the unread count in the tab title', () => {
  beforeEach(() => {
    document.title = 'Dashboard · Mistri';
  });

  it('goes in front of the title, follows the count and leaves with the hook', () => {
    const { rerender, unmount } = renderHook(
      ({ unread }) => {
        useUnreadTitle(unread);
      },
      { initialProps: { unread: 2 } },
    );
    expect(document.title).toBe('(2) Dashboard · Mistri');
    rerender({ unread: 120 });
    expect(document.title).toBe('(99+) Dashboard · Mistri');
    rerender({ unread: 0 });
    expect(document.title).toBe('Dashboard · Mistri');
    rerender({ unread: 1 });
    unmount();
    expect(document.title).toBe('Dashboard · Mistri');
  });

  it('is put back in front of a title a page sets later', async () => {
    renderHook(() => {
      useUnreadTitle(3);
    });
    document.title = 'Messages · Mistri';
    await waitFor(() => {
      expect(document.title).toBe('(3) Messages · Mistri');
    });
  });
});
