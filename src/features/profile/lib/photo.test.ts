import { fitWithin, MAX_PHOTO_BYTES, photoProblem } from './photo';

describe('profile photos', () => {
  it('accepts JPEG and PNG files up to 1 MB', () => {
    expect(photoProblem({ type: 'image/jpeg', size: 200_000 })).toBeNull();
    expect(photoProblem({ type: 'image/png', size: MAX_PHOTO_BYTES })).toBeNull();
  });

  it('refuses other types and bigger files with a clear message', () => {
    expect(photoProblem({ type: 'image/gif', size: 1000 })).toBe('Please choose a .jpg or .png picture.');
    expect(photoProblem({ type: 'application/pdf', size: 1000 })).toBe('Please choose a .jpg or .png picture.');
    expect(photoProblem({ type: 'image/jpeg', size: 3 * 1024 * 1024 })).toBe(
      'This picture is 3.0 MB. Please choose one under 1 MB.',
    );
  });

  it('scales down to the longest side, keeping the shape, never up', () => {
    expect(fitWithin(4000, 3000, 512)).toEqual({ width: 512, height: 384 });
    expect(fitWithin(1080, 1920, 512)).toEqual({ width: 288, height: 512 });
    expect(fitWithin(300, 200, 512)).toEqual({ width: 300, height: 200 });
    expect(fitWithin(5000, 1, 512)).toEqual({ width: 512, height: 1 });
  });
});
