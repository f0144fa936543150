import { describe, expect, it } from 'vitest';
import { isStoragePath, sanitiseFileName, storagePath } from './file-name.ts';

describe('sanitiseFileName', () => {
  it('keeps letters, digits and dots, and the extension of what was stored', () => {
    expect(sanitiseFileName('My Party (final)!.PNG', 'jpg', 'image')).toBe('MyPartyfinal.jpg');
    expect(sanitiseFileName('../../etc/passwd', 'jpg', 'image')).toBe('passwd.jpg');
    expect(sanitiseFileName('C:\\Users\\me\\clip.v2.mov', 'mov', 'video')).toBe('clip.v2.mov');
    expect(sanitiseFileName('..hidden..name...mp3', 'mp3', 'audio')).toBe('hidden.name.mp3');
    expect(sanitiseFileName('фото.jpg', 'jpg', 'image')).toBe('image.jpg');
    expect(sanitiseFileName('', 'webp', 'image')).toBe('image.webp');
    expect(sanitiseFileName(`${'a'.repeat(300)}.jpg`, 'jpg', 'image')).toBe(
      `${'a'.repeat(60)}.jpg`,
    );
  });
});

describe('storagePath', () => {
  const uid = '6f1c1f5e-8f5a-4a36-9d8e-3f7b2a1c0d9e';
  const uploadId = '0b9d6a52-7c1e-4f0a-a1d3-5e2f8c4b6a71';

  it('names a file by its upload id and stored extension, never by its owner', () => {
    expect(storagePath(uploadId, 'jpg')).toBe(`${uploadId}.jpg`);
    expect(() => storagePath('../x', 'jpg')).toThrow();
    expect(() => storagePath(uploadId, 'j/g')).toThrow();
  });

  it('accepts the paths it makes and the ones it made before decision 022, nothing else', () => {
    expect(isStoragePath(storagePath(uploadId, 'webm'))).toBe(true);
    expect(isStoragePath('public/1700000000000a1b2c3d4e5f6_a.jpg')).toBe(true);
    expect(isStoragePath(`events/${uid}/1700000000000a1b2c3d4e5f6_a.jpg`)).toBe(true);
    for (const bad of [
      'public/../secret',
      'public/..',
      'public/.hidden',
      'events/not-a-uuid/1_a.jpg',
      `events/${uid}/../../x`,
      'other/1_a.jpg',
      'public/a/b.jpg',
      'public/a\\..\\b',
      `${uploadId}`,
      `${uploadId}.JPG`,
      `${uploadId}..jpg`,
      `${uploadId.toUpperCase()}.jpg`,
      `x/${uploadId}.jpg`,
      '.incoming',
      '',
    ]) {
      expect({ bad, ok: isStoragePath(bad) }).toEqual({ bad, ok: false });
    }
  });
});
