import { useState } from 'react';

function read(key: string): string {
  try {
    return sessionStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

function write(key: string, text: string): void {
  try {
    if (text) sessionStorage.setItem(key, text);
    else sessionStorage.removeItem(key);
  } catch {
    // Storage full or refused: the draft still lives in the page.
  }
}

/** The storage key of one person's draft in one conversation. */
export function draftKey(viewerId: string, messageId: number): string {
  return `mistri.chat-draft.${viewerId}.${String(messageId)}`;
}

/**
 * The text being typed in a conversation, kept in this tab's session storage as it changes, so a
 * reload, a network drop or a crash gives it back (and another tab's conversation never shares it).
 */
export function useDraft(key: string): [string, (text: string) => void] {
  const [text, setText] = useState(() => read(key));
  const update = (next: string) => {
    setText(next);
    write(key, next);
  };
  return [text, update];
}
