import { InboxPage } from '../../features/chat/components/inbox-page';

/** /messages: the inbox of the signed-in customer or provider. */
export function Component() {
  return <InboxPage />;
}
