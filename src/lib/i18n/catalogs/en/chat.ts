export const chat = {
  days: {
    today: 'Today',
    yesterday: 'Yesterday',
  },
  messageBubble: {
    you: 'You',
    seen: '· Seen',
  },
  chatConversation: {
    openingTheChat: 'Opening the chat',
    theChatCouldNotBe: 'The chat could not be opened',
    tryAgain: 'Try again',
    thisChatIsNotAvailable: 'This chat is not available',
    itMayBelongToAnother:
      'It may belong to another account, or the request was removed. Pick a conversation from your messages.',
    typeYourMessage: 'Type your message',
    writeYourMessageTo: 'Write your message to {{name}}',
  },
  conversationList: {
    loadingConversations: 'Loading conversations',
    yourConversationsCouldNotBe: 'Your conversations could not be loaded.',
    tryAgain: 'Try again',
    noConversationsYet: 'No conversations yet',
    acceptAConnectionRequestAnd: 'Accept a connection request and your chat with that customer appears here.',
    sendAConnectionRequestTo:
      'Send a connection request to an electrician or plumber. Once they accept, you can chat here.',
    seeRequests: 'See requests',
    findAProvider: 'Find a provider',
  },
  chatPage: {
    signInToChatWith: 'Sign in to chat with your customers and providers.',
    chat: 'Chat',
    conversations: 'Conversations',
    conversation: 'Conversation',
    noChatSelected: 'No chat selected',
    chooseAConversationFromYour: 'Choose a conversation from your messages, or accept a request to start one.',
    chooseAConversationFromYour2:
      'Choose a conversation from your messages. Providers you connect with appear there once they accept.',
  },
  chatEmptyState: {
    openMessages: 'Open Messages',
    seeRequests: 'See requests',
    findAProvider: 'Find a provider',
  },
  messageComposer: {
    message: 'Message',
    sendMessage: 'Send message',
    tooLong_one: '· Too long: remove {{count}} character to send',
    tooLong_other: '· Too long: remove {{count}} characters to send',
  },
  messageList: {
    loadingMessages: 'Loading messages',
    theMessagesCouldNotBe: 'The messages could not be loaded.',
    tryAgain: 'Try again',
    noMessagesYetSayHello: 'No messages yet. Say hello to {{name}}!',
    messagesWith: 'Messages with {{otherName}}',
  },
  pendingMessages: {
    delete: 'Delete',
    deleteLabel: 'Delete unsent message: {{text}}',
    messagesNotSentYet: 'Messages not sent yet',
    retry: 'Retry',
    discard: 'Discard',
  },
  chatHeader: {
    backToMessages: 'Back to messages',
    connected: 'Connected',
    waitingForTheProviderTo: 'Waiting for the provider to accept',
    call: 'Call {{name}}',
  },
  inboxPage: {
    signInToSeeYour: 'Sign in to see your messages.',
    messages: 'Messages',
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
