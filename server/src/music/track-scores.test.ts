import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { arrange } from './compose/arrange.ts';
import { TRACKS_BY_THEME } from './tracks/tracks-by-theme.ts';

/**
 * What every track plays, pinned: its score (notes, instruments, drums, reverb), from which the
 * synthesizer renders the sound purely (render-track.ts). A track's id and MUSIC_VERSION name its
 * sound (docs/decisions/007-music-as-data.md), so a change to a style, a track or the composer
 * that changes any of these must come with a new MUSIC_VERSION and new pins here; a clean-up must
 * change none. Each pin is the first 16 hex digits of the SHA-256 of the score's JSON.
 */
const PINNED: Record<string, string> = {
  'candy-1': 'ccc0764305e3759a',
  'candy-2': '473aa42e2c86cbc9',
  'princess-1': '94d493ae07a757cd',
  'princess-2': 'd916448d6c17ce8b',
  'race-cars-1': '53d1dc2f669969c7',
  'race-cars-2': 'fa6315c40ad9b5fe',
  'space-1': '4bbd5bdcf8340457',
  'space-2': '32949d95819d3217',
  'dinosaurs-1': 'f3291dc06aa26004',
  'dinosaurs-2': '70b1e0f1bf0d0320',
  'construction-1': '85006e60a4a8fce3',
  'construction-2': 'f3ccbdb83612f821',
  'unicorn-1': '1cd6b9d3f00ca35d',
  'unicorn-2': 'dfe9cad8b6035568',
  'bounce-1': 'd70254d55d297c49',
  'bounce-2': '27cd134cf8cfd2d8',
  'gymnastics-1': '97b74ac0570d3e2c',
  'gymnastics-2': '40e4182075455442',
  'bowling-1': 'dca9999e9777276b',
  'bowling-2': '8138345da1210306',
  'ocean-1': '440992c7ad2e7ff3',
  'ocean-2': 'ec917e7d66262293',
  'dance-1': 'ac0dffc561f28ea9',
  'dance-2': '170e60ad64a92c28',
  'go-kart-1': 'be8343c596e43a9d',
  'go-kart-2': 'd2b24194ffc42d80',
  'football-1': '302abb737671f0bb',
  'football-2': 'c5ba00efbe739253',
  'trampoline-1': '52493a0a0971e768',
  'trampoline-2': 'aa2eb8defb8da312',
  'safari-1': 'f7712b7e7d2c00e7',
  'safari-2': '512affefd8d6edc4',
  'pool-party-1': '79911b067260a71d',
  'pool-party-2': 'c94bf30c33fba69a',
  'video-game-1': '42f433f81aa03c92',
  'video-game-2': '41e8d5cf25acabab',
  'monsters-1': '0e33b0e05041bab7',
  'monsters-2': 'd31663ee716d61f8',
  'minecraft-style-1': '30ff1a632a2567c2',
  'minecraft-style-2': '188bd5e3031c348f',
  'ice-cream-1': '4dd5e10356186dd9',
  'ice-cream-2': 'd85b1a82708247de',
  'basketball-1': '837123df208692ef',
  'basketball-2': 'b9167d916f86f599',
  'art-1': '61ea1cbc0870441a',
  'art-2': '86625f78ee44d9f4',
  'super-hero-1': '334bd5bc125b19ef',
  'super-hero-2': '5d01c79fbd725508',
  'carnival-1': 'eb18814baf03c657',
  'carnival-2': '263326c9cec5a4b1',
  'shark-1': 'c5cea103c70db57c',
  'shark-2': 'f5afc2aa7647eedb',
  'science-1': 'c9878c8ef8bf1b81',
  'science-2': 'e7dc46f6787d77e7',
  'sports-1': '4fecd4940a9beb26',
  'sports-2': 'c461ae6112f1011a',
  'movie-1': '82eb707660c7b3b6',
  'movie-2': 'dc92cefdaed6804c',
  'two-cool-1': 'ffd84b621042110b',
  'two-cool-2': '6d2fba0f83f4f21f',
  'dragon-1': 'e41bef60317f8f10',
  'dragon-2': '15dee891a19ddaae',
  'pirates-1': 'db2f3bc7ec567d3b',
  'pirates-2': 'e4a70d03a4cad3c7',
  'farm-animals-1': '41cef527d79a5963',
  'farm-animals-2': 'a00a0c9a4d2e56e4',
  'laser-tag-1': '389b021030d56d6b',
  'laser-tag-2': '49d00750d93f6d79',
  'mermaid-1': '2ded583829b23c06',
  'mermaid-2': '97c75996a7aa88ee',
  'floral-wedding-1': 'b1c1fd00c8b90828',
  'floral-wedding-2': '79fce4feb21c9594',
  'fantasy-1': '945879c164d6ce5a',
  'fantasy-2': '1b5851b6614e1395',
  'halloween-1': '53bb4677428b422d',
  'halloween-2': 'bfe1945e7ed7956d',
  'baseball-1': '852010f38c6c3da8',
  'baseball-2': '3210ac7427ec9e90',
  'fall-festival-1': '6c7c20debb7c15c9',
  'fall-festival-2': '344dc94e34dee0ce',
  'christmas-1': '5603726020962f27',
  'christmas-2': 'f775a136a3311b1c',
  'chanukah-1': 'e76a2d0ba6771dc0',
  'chanukah-2': 'b248298dd91fac59',
  'wizarding-1': '443de6380ed5c2b1',
  'wizarding-2': 'acc1dd764ea37de0',
};

const scoreHash = (spec: Parameters<typeof arrange>[0]) =>
  createHash('sha256')
    .update(JSON.stringify(arrange(spec)))
    .digest('hex')
    .slice(0, 16);

describe('the catalogue’s scores', () => {
  it('are the pinned ones, track by track', () => {
    const specs = Object.values(TRACKS_BY_THEME).flat();
    expect(Object.fromEntries(specs.map((spec) => [spec.id, scoreHash(spec)]))).toEqual(PINNED);
  });
});
