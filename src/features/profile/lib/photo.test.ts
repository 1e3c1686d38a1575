import { fitWithin, MAX_PHOTO_BYTES, NOT_A_PICTURE, photoProblem, scaleDownPhoto, scaledPhotoProblem } from './photo';
import { t } from '../../../lib/i18n';

describe('profile photos', () => {
  it('takes a camera-sized JPEG or PNG: the 1 MB limit applies after scaling down (finding 12)', () => {
    expect(photoProblem({ type: 'image/jpeg', size: 200_000 })).toBeNull();
    expect(photoProblem({ type: 'image/jpeg', size: 3.1 * 1024 * 1024 })).toBeNull();
    expect(scaledPhotoProblem({ size: 90_000 })).toBeNull();
    expect(scaledPhotoProblem({ size: MAX_PHOTO_BYTES })).toBeNull();
    expect(scaledPhotoProblem({ size: MAX_PHOTO_BYTES + 1 })).toMatch(/^Even made smaller, this picture is 1\.0 MB/);
  });

  it('refuses other types and enormous files with a clear message', () => {
    expect(photoProblem({ type: 'image/gif', size: 1000 })).toBe('Please choose a .jpg or .png picture.');
    expect(photoProblem({ type: 'application/pdf', size: 1000 })).toBe('Please choose a .jpg or .png picture.');
    expect(photoProblem({ type: 'image/jpeg', size: 40 * 1024 * 1024 })).toBe(
      'This picture is 40.0 MB. Please choose one under 30.0 MB.',
    );
  });

  it('says a file that is not a picture is not one, in words a person understands', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const text = new Blob(['just some text, named photo.jpg'], { type: 'image/jpeg' });
    await expect(scaleDownPhoto(text)).rejects.toThrow(t(NOT_A_PICTURE));
  });

  it('scales down to the longest side, keeping the shape, never up', () => {
    expect(fitWithin(4000, 3000, 512)).toEqual({ width: 512, height: 384 });
    expect(fitWithin(1080, 1920, 512)).toEqual({ width: 288, height: 512 });
    expect(fitWithin(300, 200, 512)).toEqual({ width: 300, height: 200 });
    expect(fitWithin(5000, 1, 512)).toEqual({ width: 512, height: 1 });
  });
});
