import type { Voice } from './voice-types.ts';

const mallet = (partials: [number, number, number][], click = 0.15) =>
  ({
    kind: 'modal',
    partials: partials.map(([ratio, gain, decay]) => ({ ratio, gain, decay })),
    attack: 0.002,
    release: 3,
    click,
  }) as const;

/**
 * The instrument presets an arrangement may name. `gain` evens out their loudness (measured: a
 * held middle C of each comes out near the same RMS level), so a style chooses timbres, not levels.
 */
export const INSTRUMENTS = {
  // Mallets and bells
  'music-box': {
    ...mallet(
      [
        [1, 1, 1.6],
        [2, 0.22, 0.7],
        [5.4, 0.1, 0.18],
      ],
      0.05,
    ),
    gain: 0.5,
  },
  glockenspiel: {
    ...mallet(
      [
        [1, 1, 1.5],
        [2.76, 0.3, 0.5],
        [5.4, 0.15, 0.22],
        [8.93, 0.06, 0.1],
      ],
      0.08,
    ),
    gain: 0.45,
  },
  celesta: {
    ...mallet(
      [
        [1, 1, 1.1],
        [2, 0.3, 0.5],
        [3, 0.1, 0.3],
        [4, 0.05, 0.15],
      ],
      0.05,
    ),
    gain: 0.5,
  },
  vibes: {
    ...mallet(
      [
        [1, 1, 2.2],
        [4, 0.12, 0.6],
        [10, 0.03, 0.2],
      ],
      0.05,
    ),
    tremolo: { rate: 5.5, depth: 0.3 },
    gain: 0.5,
  },
  marimba: {
    ...mallet(
      [
        [1, 1, 0.55],
        [3.99, 0.28, 0.12],
        [10, 0.05, 0.03],
      ],
      0.2,
    ),
    gain: 0.75,
  },
  xylophone: {
    ...mallet(
      [
        [1, 1, 0.4],
        [3, 0.4, 0.15],
        [6, 0.12, 0.07],
      ],
      0.25,
    ),
    gain: 0.8,
  },
  kalimba: {
    ...mallet(
      [
        [1, 1, 0.9],
        [5.9, 0.18, 0.1],
        [2, 0.1, 0.3],
      ],
      0.1,
    ),
    gain: 0.6,
  },
  'steel-drum': {
    ...mallet(
      [
        [1, 1, 0.9],
        [2, 0.55, 0.6],
        [3, 0.22, 0.35],
        [4.2, 0.08, 0.2],
      ],
      0.05,
    ),
    gain: 0.5,
  },
  piano: {
    kind: 'modal',
    partials: [
      { ratio: 1, gain: 1, decay: 2.2 },
      { ratio: 2, gain: 0.45, decay: 1.4 },
      { ratio: 3, gain: 0.22, decay: 1 },
      { ratio: 4, gain: 0.14, decay: 0.7 },
      { ratio: 5, gain: 0.07, decay: 0.5 },
      { ratio: 6, gain: 0.04, decay: 0.35 },
    ],
    attack: 0.003,
    release: 0.25,
    click: 0.04,
    gain: 0.45,
  },
  'e-piano': {
    kind: 'fm',
    ratio: 1,
    index: 1.6,
    indexDecay: 0.5,
    env: { attack: 0.002, decay: 2.2, sustain: 0, release: 0.3 },
    tremolo: { rate: 4.5, depth: 0.15 },
    gain: 0.45,
  },
  'fm-bell': {
    kind: 'fm',
    ratio: 3.5,
    index: 2,
    indexDecay: 0.6,
    env: { attack: 0.002, decay: 2.5, sustain: 0, release: 1.5 },
    gain: 0.35,
  },

  // Plucked strings
  harp: { kind: 'pluck', brightness: 0.45, ring: 2.2, release: 1.2, gain: 1.6 },
  guitar: { kind: 'pluck', brightness: 0.6, ring: 1.6, release: 0.25, gain: 1.5 },
  'surf-guitar': { kind: 'pluck', brightness: 0.7, ring: 1.2, release: 0.3, gain: 1.9 },
  banjo: { kind: 'pluck', brightness: 0.8, ring: 0.7, release: 0.15, gain: 1.4 },
  pizzicato: { kind: 'pluck', brightness: 0.4, ring: 0.4, release: 0.08, gain: 1.8 },
  'bass-pluck': { kind: 'pluck', brightness: 0.3, ring: 1.4, release: 0.12, gain: 1.8 },

  // Winds and reeds
  flute: {
    kind: 'osc',
    waves: [
      { wave: 'sine', gain: 1 },
      { wave: 'sine', gain: 0.12, ratio: 2 },
      { wave: 'sine', gain: 0.05, ratio: 3 },
    ],
    env: { attack: 0.05, decay: 0.3, sustain: 0.85, release: 0.15 },
    vibrato: { rate: 5, cents: 16, delay: 0.25 },
    breath: 0.08,
    gain: 0.3,
  },
  theremin: {
    kind: 'osc',
    waves: [
      { wave: 'sine', gain: 1 },
      { wave: 'triangle', gain: 0.15 },
    ],
    env: { attack: 0.08, decay: 0.3, sustain: 0.9, release: 0.25 },
    vibrato: { rate: 6, cents: 35, delay: 0.05 },
    gain: 0.32,
  },
  calliope: {
    kind: 'osc',
    waves: [
      { wave: 'sine', gain: 1 },
      { wave: 'sine', gain: 0.3, ratio: 2 },
      { wave: 'sine', gain: 0.12, ratio: 3 },
    ],
    env: { attack: 0.02, decay: 0.2, sustain: 0.9, release: 0.1 },
    vibrato: { rate: 6.5, cents: 22, delay: 0 },
    breath: 0.12,
    gain: 0.28,
  },
  clarinet: {
    kind: 'osc',
    waves: [{ wave: 'square', gain: 1 }],
    env: { attack: 0.03, decay: 0.2, sustain: 0.85, release: 0.1 },
    filter: { cutoff: 4, q: 0.8, envAmount: 3, envDecay: 0.25, maxHz: 3500 },
    vibrato: { rate: 5.5, cents: 14, delay: 0.2 },
    gain: 0.2,
  },
  accordion: {
    kind: 'osc',
    waves: [
      { wave: 'saw', gain: 0.5, cents: -9 },
      { wave: 'saw', gain: 0.5, cents: 9 },
      { wave: 'pulse25', gain: 0.3, ratio: 0.5 },
    ],
    env: { attack: 0.03, decay: 0.2, sustain: 0.9, release: 0.08 },
    filter: { cutoff: 5, q: 0.8, maxHz: 3200 },
    gain: 0.34,
  },
  brass: {
    kind: 'osc',
    waves: [
      { wave: 'saw', gain: 0.6 },
      { wave: 'saw', gain: 0.4, cents: 6 },
    ],
    env: { attack: 0.03, decay: 0.3, sustain: 0.8, release: 0.12 },
    filter: { cutoff: 2.5, q: 1, envAmount: 4, envDecay: 0.25, maxHz: 4000 },
    vibrato: { rate: 5, cents: 10, delay: 0.3 },
    gain: 0.42,
  },
  fiddle: {
    kind: 'osc',
    waves: [{ wave: 'saw', gain: 1 }],
    env: { attack: 0.04, decay: 0.2, sustain: 0.85, release: 0.1 },
    filter: { cutoff: 6, q: 0.9, maxHz: 4500 },
    vibrato: { rate: 5.5, cents: 18, delay: 0.15 },
    gain: 0.24,
  },

  // Keys and pads
  organ: {
    kind: 'osc',
    waves: [
      { wave: 'sine', gain: 1 },
      { wave: 'sine', gain: 0.6, ratio: 2 },
      { wave: 'sine', gain: 0.35, ratio: 3 },
      { wave: 'sine', gain: 0.25, ratio: 4 },
      { wave: 'sine', gain: 0.12, ratio: 6 },
    ],
    env: { attack: 0.005, decay: 0.1, sustain: 1, release: 0.06 },
    vibrato: { rate: 6.5, cents: 6, delay: 0 },
    gain: 0.2,
  },
  'spooky-organ': {
    kind: 'osc',
    waves: [
      { wave: 'sine', gain: 0.6, ratio: 0.5 },
      { wave: 'sine', gain: 1 },
      { wave: 'sine', gain: 0.5, ratio: 2 },
      { wave: 'sine', gain: 0.3, ratio: 3 },
      { wave: 'triangle', gain: 0.15, ratio: 4 },
    ],
    env: { attack: 0.02, decay: 0.2, sustain: 1, release: 0.35 },
    vibrato: { rate: 5, cents: 14, delay: 0 },
    gain: 0.18,
  },
  strings: {
    kind: 'osc',
    waves: [
      { wave: 'saw', gain: 0.4, cents: -10 },
      { wave: 'saw', gain: 0.4 },
      { wave: 'saw', gain: 0.4, cents: 9 },
    ],
    env: { attack: 0.2, decay: 0.6, sustain: 0.85, release: 0.5 },
    filter: { cutoff: 4, q: 0.7, maxHz: 3200 },
    vibrato: { rate: 5.5, cents: 7, delay: 0.2 },
    gain: 0.35,
  },
  'soft-pad': {
    kind: 'osc',
    waves: [
      { wave: 'triangle', gain: 0.6, cents: -7 },
      { wave: 'triangle', gain: 0.6, cents: 7 },
      { wave: 'sine', gain: 0.3, ratio: 2 },
    ],
    env: { attack: 0.35, decay: 1, sustain: 0.9, release: 0.8 },
    gain: 0.25,
  },
  choir: {
    kind: 'osc',
    waves: [
      { wave: 'saw', gain: 0.5, cents: -6 },
      { wave: 'triangle', gain: 0.6, cents: 5 },
    ],
    env: { attack: 0.25, decay: 0.6, sustain: 0.9, release: 0.6 },
    filter: { cutoff: 2.5, q: 2.5, maxHz: 1800 },
    vibrato: { rate: 5, cents: 12, delay: 0.1 },
    gain: 0.3,
  },
  clavinet: {
    kind: 'osc',
    waves: [{ wave: 'pulse25', gain: 1 }],
    env: { attack: 0.001, decay: 0.35, sustain: 0.15, release: 0.05 },
    filter: { cutoff: 3, q: 1.5, envAmount: 6, envDecay: 0.12, maxHz: 5000 },
    gain: 0.35,
  },

  // Synths
  'saw-lead': {
    kind: 'osc',
    waves: [
      { wave: 'saw', gain: 0.6 },
      { wave: 'saw', gain: 0.5, cents: 8 },
    ],
    env: { attack: 0.01, decay: 0.4, sustain: 0.7, release: 0.12 },
    filter: { cutoff: 3, q: 1.2, envAmount: 4, envDecay: 0.3, maxHz: 4500 },
    vibrato: { rate: 5.5, cents: 12, delay: 0.25 },
    gain: 0.38,
  },
  'synth-pluck': {
    kind: 'osc',
    waves: [
      { wave: 'saw', gain: 0.7 },
      { wave: 'square', gain: 0.4, cents: 5 },
    ],
    env: { attack: 0.002, decay: 0.45, sustain: 0, release: 0.12 },
    filter: { cutoff: 1.5, q: 1.5, envAmount: 8, envDecay: 0.15, maxHz: 5000 },
    gain: 0.55,
  },
  'square-lead': {
    kind: 'osc',
    waves: [{ wave: 'pulse25', gain: 1 }],
    env: { attack: 0.003, decay: 0.25, sustain: 0.65, release: 0.05 },
    filter: { cutoff: 10, maxHz: 4200 },
    vibrato: { rate: 6, cents: 14, delay: 0.18 },
    gain: 0.2,
  },
  'chip-square': {
    kind: 'osc',
    waves: [{ wave: 'square', gain: 1 }],
    env: { attack: 0.002, decay: 0.12, sustain: 0.4, release: 0.03 },
    filter: { cutoff: 8, maxHz: 3500 },
    gain: 0.3,
  },

  // Basses
  'sub-bass': {
    kind: 'osc',
    waves: [
      { wave: 'sine', gain: 1 },
      { wave: 'triangle', gain: 0.35, ratio: 2 },
    ],
    env: { attack: 0.006, decay: 0.4, sustain: 0.8, release: 0.06 },
    gain: 0.4,
  },
  'synth-bass': {
    kind: 'osc',
    waves: [
      { wave: 'saw', gain: 0.7 },
      { wave: 'sine', gain: 0.6, ratio: 0.5 },
    ],
    env: { attack: 0.003, decay: 0.35, sustain: 0.6, release: 0.05 },
    filter: { cutoff: 2, q: 1.3, envAmount: 6, envDecay: 0.12, maxHz: 2500 },
    gain: 0.5,
  },
  tuba: {
    kind: 'osc',
    waves: [
      { wave: 'saw', gain: 0.6 },
      { wave: 'sine', gain: 0.6 },
    ],
    env: { attack: 0.03, decay: 0.25, sustain: 0.75, release: 0.08 },
    filter: { cutoff: 2.5, q: 0.9, envAmount: 2, envDecay: 0.1, maxHz: 1000 },
    gain: 0.45,
  },
  'chip-bass': {
    kind: 'osc',
    waves: [{ wave: 'triangle', gain: 1 }],
    env: { attack: 0.002, decay: 0.2, sustain: 0.9, release: 0.03 },
    gain: 0.4,
  },
} as const satisfies Record<string, Voice>;

export type InstrumentName = keyof typeof INSTRUMENTS;
