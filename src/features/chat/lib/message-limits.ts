/** chat_messages.body allows 1 to 2000 characters (DESIGN §3). */
export const MAX_MESSAGE_LENGTH = 2000;
/** The counter appears this close to the limit. */
export const COUNTER_THRESHOLD = 1800;

export interface DraftState {
  length: number;
  remaining: number;
  showCounter: boolean;
  tooLong: boolean;
  canSend: boolean;
}

/** Counts characters as the database does (code points, not UTF-16 units). */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

export function draftState(text: string): DraftState {
  const length = characterCount(text);
  const tooLong = length > MAX_MESSAGE_LENGTH;
  return {
    length,
    remaining: MAX_MESSAGE_LENGTH - length,
    showCounter: length >= COUNTER_THRESHOLD,
    tooLong,
    canSend: text.trim().length > 0 && !tooLong,
  };
}
