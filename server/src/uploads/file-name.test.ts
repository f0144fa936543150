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

  it('puts an anonymous host’s file under public/ and a registered one’s under events/{uid}/', () => {
    expect(storagePath({ userId: uid, isAnonymous: true }, 'a.jpg', 1700000000000)).toMatch(
      /^public\/1700000000000[0-9a-f]{12}_a\.jpg$/,
    );
    expect(storagePath({ userId: uid, isAnonymous: false }, 'a.jpg', 1700000000000)).toMatch(
      new RegExp(`^events/${uid}/1700000000000[0-9a-f]{12}_a\\.jpg$`),
    );
  });

  it('accepts only the paths it makes', () => {
    expect(isStoragePath(storagePath({ userId: uid, isAnonymous: true }, 'a.jpg'))).toBe(true);
    expect(isStoragePath(storagePath({ userId: uid, isAnonymous: false }, 'a.jpg'))).toBe(true);
    for (const bad of [
      'public/../secret',
      'public/..',
      'public/.hidden',
      'events/not-a-uuid/1_a.jpg',
      `events/${uid}/../../x`,
      'other/1_a.jpg',
      'public/a/b.jpg',
      'public/a\\..\\b',
      '',
    ]) {
      expect({ bad, ok: isStoragePath(bad) }).toEqual({ bad, ok: false });
    }
  });
});
