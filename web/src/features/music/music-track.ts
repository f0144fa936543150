/**
 * One song a host can choose (docs/product.md, Templates and music "music option"), as
 * music.forTemplate sends it; `url` is a WAV the server serves, `duration` is in seconds.
 */
export interface MusicTrack {
  id: string;
  url: string;
  name: string;
  artist: string;
  duration: number;
}
