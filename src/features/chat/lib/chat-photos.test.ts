import { chatPhotoPath, isAlreadyUploaded, MAX_CHAT_PHOTOS, photosThatFit } from './chat-photos';

const SENDER = '0b7c4a52-2f7e-4a53-9d1b-5c6f0e9a1d23';
const CLIENT = '6a0f1c9e-8d2b-4f57-a3e4-1b2c3d4e5f60';
// The database's own pattern (chat_photo_conversation): the app must write only paths it accepts.
const DATABASE_PATTERN =
  /^chats\/[1-9][0-9]{0,17}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[1-5]\.(jpg|webp)$/;

describe('chatPhotoPath', () => {
  it('names each photo after the connection, the sender and the message’s client id, numbered from 1', () => {
    expect(chatPhotoPath(42, SENDER, CLIENT, 0)).toBe(`chats/42/${SENDER}/${CLIENT}-1.jpg`);
    expect(chatPhotoPath(42, SENDER, CLIENT, 4)).toBe(`chats/42/${SENDER}/${CLIENT}-5.jpg`);
  });

  it('gives the same paths when the same message is sent again, and paths the database accepts', () => {
    const first = [0, 1, 2, 3, 4].map((index) => chatPhotoPath(7, SENDER, CLIENT, index));
    const again = [0, 1, 2, 3, 4].map((index) => chatPhotoPath(7, SENDER, CLIENT, index));
    expect(again).toEqual(first);
    expect(new Set(first).size).toBe(MAX_CHAT_PHOTOS);
    for (const path of first) expect(path).toMatch(DATABASE_PATTERN);
  });
});

describe('photosThatFit', () => {
  it('takes the first ones chosen up to 5 in all and says how many were left out', () => {
    expect(photosThatFit([], ['a', 'b'])).toEqual({ added: ['a', 'b'], leftOut: 0 });
    expect(photosThatFit(['x', 'y', 'z'], ['a', 'b', 'c'])).toEqual({ added: ['a', 'b'], leftOut: 1 });
    expect(photosThatFit(['1', '2', '3', '4', '5'], ['a'])).toEqual({ added: [], leftOut: 1 });
  });
});

describe('isAlreadyUploaded', () => {
  it('recognises the duplicate answer of a repeated upload, and nothing else', () => {
    expect(isAlreadyUploaded({ status: 409, message: 'The resource already exists' })).toBe(true);
    expect(isAlreadyUploaded({ status: 400, statusCode: '409', message: 'Duplicate' })).toBe(true);
    expect(isAlreadyUploaded({ status: 413, message: 'The object exceeded the maximum allowed size' })).toBe(false);
    expect(isAlreadyUploaded({ status: 403, message: 'new row violates row-level security policy' })).toBe(false);
  });
});
