/** One note for a voice to play. */
export interface NoteRequest {
  sampleRate: number;
  /** Seconds the note is held. */
  gate: number;
  midi: number;
  velocity: number;
  /** Seeds the noise of breath, clicks and plucked strings. */
  seed: number;
}
