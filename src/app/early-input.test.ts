import { afterEach, describe, expect, it } from 'vitest';
import { replayEarlyInput } from './early-input';

function field(type: string, value: string): HTMLInputElement {
  const input = document.createElement('input');
  input.type = type;
  input.value = value;
  document.body.append(input);
  return input;
}

function seenValues(input: HTMLInputElement): string[] {
  const seen: string[] = [];
  input.addEventListener('input', () => seen.push(input.value));
  return seen;
}

describe('replayEarlyInput', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('hands the app the typed text and keeps the selection of the field the person is in', async () => {
    const phone = field('tel', '+919854468277');
    phone.focus();
    phone.setSelectionRange(0, phone.value.length);
    const seen = seenValues(phone);

    await replayEarlyInput({ fields: [{ field: phone, value: '+919854468277', checked: false }], actions: [] });

    expect(seen.at(-1)).toBe('+919854468277');
    expect(phone.value).toBe('+919854468277');
    expect([phone.selectionStart, phone.selectionEnd]).toEqual([0, 13]);
  });

  it('keeps a caret in the middle of the text where it was', async () => {
    const name = field('text', 'Anitha');
    name.focus();
    name.setSelectionRange(2, 2);

    await replayEarlyInput({ fields: [{ field: name, value: 'Anitha', checked: false }], actions: [] });

    expect([name.selectionStart, name.selectionEnd]).toEqual([2, 2]);
  });

  it('replays an e-mail field, which has no selection to keep', async () => {
    const email = field('email', 'asha@example.in');
    email.focus();
    const seen = seenValues(email);

    await replayEarlyInput({ fields: [{ field: email, value: 'asha@example.in', checked: false }], actions: [] });

    expect(seen.at(-1)).toBe('asha@example.in');
    expect(email.value).toBe('asha@example.in');
  });
});
