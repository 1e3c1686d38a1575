import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Conversation } from '../lib/conversation';
import { ConversationRow } from './conversation-row';
import { MessageBubble } from './message-bubble';

const conversation: Conversation = {
  messageId: 3,
  customerId: 'me',
  providerId: 'pro',
  accepted: true,
  connectedAt: '2026-11-20T10:00:00Z',
  counterpart: { id: 'pro', name: 'Rajan Pillai', picture: '', job: 'Electrician', phone: '+919847011111' },
  lastMessage: null,
  unreadCount: 0,
};

function renderRow(overrides: Partial<Conversation>, onOpen = vi.fn()) {
  render(
    <ul>
      <ConversationRow conversation={{ ...conversation, ...overrides }} viewerId="me" onOpen={onOpen} />
    </ul>,
  );
  return onOpen;
}

describe('ConversationRow', () => {
  it('says there are no messages yet and when they connected, never "00:00" (finding 13)', () => {
    renderRow({});
    const row = screen.getByRole('button', { name: /Rajan Pillai/ });
    expect(row).toHaveTextContent('No messages yet');
    expect(row).not.toHaveTextContent('Click to chat');
    expect(row).not.toHaveTextContent('00:00');
    expect(row.querySelector('time')).toHaveAttribute('dateTime', conversation.connectedAt);
    expect(row).not.toHaveTextContent('unread');
  });

  it('shows the last message, marks the viewer’s own and counts unread ones', async () => {
    const onOpen = renderRow({
      lastMessage: { id: 9, body: 'See you at 10', sender: 'me', createdAt: new Date().toISOString() },
      unreadCount: 2,
    });
    const row = screen.getByRole('button', { name: /Rajan Pillai/ });
    expect(row).toHaveTextContent('You: See you at 10');
    expect(row).toHaveTextContent('2 unread messages');
    await userEvent.click(row);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ messageId: 3 }));
  });

  it('shows a message of photos only as a photo', () => {
    renderRow({ lastMessage: { id: 10, body: '', sender: 'pro', createdAt: new Date().toISOString() } });
    expect(screen.getByRole('button', { name: /Rajan Pillai/ })).toHaveTextContent('📷 Photo');
  });

  it('marks the viewer’s own photo message as theirs', () => {
    renderRow({ lastMessage: { id: 11, body: '', sender: 'me', createdAt: new Date().toISOString() } });
    expect(screen.getByRole('button', { name: /Rajan Pillai/ })).toHaveTextContent('You: 📷 Photo');
  });
});

describe('MessageBubble', () => {
  it('renders markup as plain text and names the sender for screen readers', () => {
    render(
      <ol>
        <MessageBubble
          message={{
            id: 1,
            messageId: 3,
            sender: 'pro',
            body: '<b>bold</b>',
            photos: [],
            createdAt: '2026-11-21T09:05:00Z',
            readAt: null,
          }}
          own={false}
          otherName="Rajan Pillai"
        />
      </ol>,
    );
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent('Rajan Pillai: <b>bold</b>');
    expect(item.querySelector('b')).toBeNull();
  });
});
