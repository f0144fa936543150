/**
 * One song a host can choose (SPEC.md §3 "music option"), as music.forTemplate sends it; `url` is
 * a WAV the server serves, `duration` is in seconds.
 */
export interface MusicTrack {
  id: string;
  url: string;
  name: string;
  artist: string;
  duration: number;
}
