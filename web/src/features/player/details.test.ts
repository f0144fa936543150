import { describe, expect, it } from 'vitest';
import { greetingText, mediaUrl, timeRangeText, titleFontSize, titleText } from './details.ts';

describe('what the scenes say', () => {
  it('greets the guest by first name, or no one in particular', () => {
    expect(greetingText({ recipientName: 'Maya' })).toBe("Maya, you're invited!");
    expect(greetingText({ recipientName: '' })).toBe("You're invited!");
    expect(greetingText({ recipientName: '   ' })).toBe("You're invited!");
    expect(greetingText({ recipientName: null })).toBe("You're invited!");
  });

  it('joins start and end times, leaving out an end that is missing', () => {
    expect(timeRangeText({ sTime: '7:00 PM', eTime: '10:00 PM' })).toBe('7:00 PM – 10:00 PM');
    expect(timeRangeText({ sTime: '7:00 PM', eTime: null })).toBe('7:00 PM');
    expect(timeRangeText({ sTime: '7:00 PM', eTime: '' })).toBe('7:00 PM');
    expect(timeRangeText({ sTime: '', eTime: '' })).toBe('');
  });

  it("falls back to 'Untitled Event'", () => {
    expect(titleText({ eventTitle: null })).toBe('Untitled Event');
    expect(titleText({ eventTitle: ' ' })).toBe('Untitled Event');
    expect(titleText({ eventTitle: 'Pool Party' })).toBe('Pool Party');
  });

  it('shows media only from http(s), the site itself or blob: addresses', () => {
    expect(mediaUrl('/media/uploads/a.jpg')).toBe('/media/uploads/a.jpg');
    expect(mediaUrl('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(mediaUrl('javascript:alert(1)')).toBe('');
    expect(mediaUrl('data:image/png;base64,AAAA')).toBe('');
    expect(mediaUrl(null)).toBe('');
  });

  it('shrinks long titles, but never below the smallest size', () => {
    const short = titleFontSize('Pool Party', 12);
    const long = titleFontSize(
      "Grandma Rosalind's Spectacular Ninetieth Birthday Garden Celebration",
      12,
    );
    expect(short).toBe(12);
    expect(long).toBeLessThan(short);
    expect(long).toBeGreaterThanOrEqual(12 * 0.45);
  });
});
