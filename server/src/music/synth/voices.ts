import type { NoteRequest } from './note-request.ts';
import { playFm, playOsc } from './oscillator-voices.ts';
import { playModal, playPluck } from './struck-voices.ts';
import type { Voice } from './voice-types.ts';

/** The samples of one note of `voice`, from its start to the end of its ring. */
export function playNote(voice: Voice, request: NoteRequest): Float32Array {
  switch (voice.kind) {
    case 'osc':
      return playOsc(voice, voice.gain, request);
    case 'modal':
      return playModal(voice, voice.gain, request);
    case 'fm':
      return playFm(voice, voice.gain, request);
    case 'pluck':
      return playPluck(voice, voice.gain, request);
  }
}
