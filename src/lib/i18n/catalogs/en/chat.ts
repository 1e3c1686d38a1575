export const chat = {
  days: {
    today: 'Today',
    yesterday: 'Yesterday',
  },
  messageBubble: {
    you: 'You',
    seen: '· Seen',
  },
  conversation: {
    opening: 'Opening the chat',
    loadFailed: 'The chat could not be opened',
    unavailableTitle: 'This chat is not available',
    unavailableText:
      'It may belong to another account, or the request was removed. Pick a conversation from your messages.',
    placeholder: 'Type your message',
    placeholderNamed: 'Write your message to {{name}}',
  },
  conversationList: {
    loading: 'Loading conversations',
    loadFailed: 'Your conversations could not be loaded.',
    emptyTitle: 'No conversations yet',
    emptyProviderText: 'Accept a connection request and your chat with that customer appears here.',
    emptyCustomerText: 'Send a connection request to an electrician or plumber. Once they accept, you can chat here.',
  },
  emptyState: {
    seeRequests: 'See requests',
    findAProvider: 'Find a provider',
    openMessages: 'Open Messages',
  },
  page: {
    signInPrompt: 'Sign in to chat with your customers and providers.',
    title: 'Chat',
    conversations: 'Conversations',
    conversation: 'Conversation',
    noChatSelected: 'No chat selected',
    noneSelectedProvider: 'Choose a conversation from your messages, or accept a request to start one.',
    noneSelectedCustomer:
      'Choose a conversation from your messages. Providers you connect with appear there once they accept.',
  },
  messageComposer: {
    message: 'Message',
    sendMessage: 'Send message',
    tooLong_one: '· Too long: remove {{count}} character to send',
    tooLong_other: '· Too long: remove {{count}} characters to send',
  },
  messageList: {
    loading: 'Loading messages',
    loadFailed: 'The messages could not be loaded.',
    empty: 'No messages yet. Say hello to {{name}}!',
    label: 'Messages with {{otherName}}',
  },
  pendingMessages: {
    delete: 'Delete',
    deleteLabel: 'Delete unsent message: {{text}}',
    messagesNotSentYet: 'Messages not sent yet',
    retry: 'Retry',
    discard: 'Discard',
  },
  header: {
    backToMessages: 'Back to messages',
    connected: 'Connected',
    waitingForProvider: 'Waiting for the provider to accept',
    call: 'Call {{name}}',
  },
  inboxPage: {
    signInPrompt: 'Sign in to see your messages.',
    title: 'Messages',
  },
  unreadBadge: {
    unread_one: '{{count}} unread message',
    unread_other: '{{count}} unread messages',
  },
  pendingStatus: {
    waiting: 'Waiting for network',
    queued: 'Waiting to send',
    sending: 'Sending…',
    failed: 'Not sent',
  },
  row: {
    yourMessage: 'You: {{body}}',
    noMessages: 'No messages yet',
  },
  errors: {
    acceptFirst: 'Accept this request on your Requests page to start chatting.',
    notAccepted: 'This chat opens once the provider accepts your request.',
    length: 'A message must have between 1 and {{max}} characters.',
    offline: 'Your message could not be sent: you seem to be offline. Please try again.',
    failed: 'Your message could not be sent. Please try again.',
    notSaved: 'The message was not saved. Please try again.',
  },
  sent: 'Message sent successfully',
} as const;
