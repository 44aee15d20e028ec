import { create } from 'zustand';

/**
 * Tiny synthesized blips (Web Audio): no audio files to download. Sounds are OFF until the player
 * turns them on (the choice is remembered); the AudioContext is created on the first sound after that,
 * which is always inside a click or key press, as browsers require.
 */
const KEY = 'originals.sound';

export type SoundName = 'bet' | 'tick' | 'reveal' | 'win' | 'lose' | 'cashout' | 'jackpot';

/** Notes as [frequency Hz, start s, length s]; short, quiet, square or sine. */
const NOTES: Record<SoundName, { wave: OscillatorType; notes: [number, number, number][] }> = {
  bet: { wave: 'square', notes: [[440, 0, 0.05]] },
  tick: { wave: 'sine', notes: [[1200, 0, 0.02]] },
  reveal: {
    wave: 'sine',
    notes: [
      [660, 0, 0.06],
      [990, 0.05, 0.06],
    ],
  },
  win: {
    wave: 'sine',
    notes: [
      [523, 0, 0.08],
      [659, 0.08, 0.08],
      [784, 0.16, 0.14],
    ],
  },
  lose: {
    wave: 'sine',
    notes: [
      [330, 0, 0.1],
      [220, 0.1, 0.16],
    ],
  },
  cashout: {
    wave: 'square',
    notes: [
      [880, 0, 0.05],
      [1320, 0.05, 0.08],
    ],
  },
  jackpot: {
    wave: 'square',
    notes: [
      [523, 0, 0.1],
      [659, 0.1, 0.1],
      [784, 0.2, 0.1],
      [1047, 0.3, 0.3],
    ],
  },
};

function readEnabled(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

export const useSoundStore = create<{ enabled: boolean; toggle: () => void }>((set, get) => ({
  enabled: readEnabled(),
  toggle: () => {
    const enabled = !get().enabled;
    try {
      localStorage.setItem(KEY, enabled ? 'on' : 'off');
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    set({ enabled });
  },
}));

let context: AudioContext | null = null;

export function playSound(name: SoundName): void {
  if (!useSoundStore.getState().enabled || typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const ctx = context;
  if (ctx.state === 'suspended') void ctx.resume();
  const { wave, notes } = NOTES[name];
  for (const [frequency, start, length] of notes) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = wave;
    oscillator.frequency.value = frequency;
    const at = ctx.currentTime + start;
    // A quick attack and exponential fade: no clicks, and quiet (0.06) so it never startles.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.06, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + length + 0.02);
  }
}
