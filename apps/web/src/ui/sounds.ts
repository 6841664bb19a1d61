import { signal } from '@preact/signals';

/**
 * Short sounds made with WebAudio (no audio files to download): a two-note chime when it is the
 * player's turn, a rising arpeggio at the reveal. Browsers only let a page play sound after the
 * person has touched it, so the audio context is created on the first tap or key press; until
 * then a sound is silently skipped. Muting is remembered in localStorage.
 */

const KEY = 'fabula:sound';

function savedOn(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
}

export const soundOn = signal(typeof localStorage === 'undefined' ? true : savedOn());

export function setSound(on: boolean): void {
  soundOn.value = on;
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

let context: AudioContext | null = null;

function unlock(): void {
  if (context === null) {
    try {
      context = new AudioContext();
    } catch {
      return;
    }
  }
  if (context.state === 'suspended') void context.resume();
}

if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', unlock, { passive: true });
  window.addEventListener('keydown', unlock);
}

/** One soft sine note with a quick attack and a gentle fade. */
function note(ctx: AudioContext, frequency: number, start: number, length: number): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = 'sine';
  osc.frequency.value = frequency;
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(0.18, start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(start);
  osc.stop(start + length + 0.05);
}

const tunes = {
  /** "Your turn": E5 then A5. */
  turn: [
    [659.25, 0, 0.25],
    [880, 0.12, 0.35],
  ],
  /** The reveal: C5 E5 G5 C6. */
  reveal: [
    [523.25, 0, 0.3],
    [659.25, 0.09, 0.3],
    [783.99, 0.18, 0.3],
    [1046.5, 0.27, 0.5],
  ],
} as const;

export function play(tune: keyof typeof tunes): void {
  if (!soundOn.value || context === null || context.state !== 'running') return;
  const now = context.currentTime;
  for (const [frequency, at, length] of tunes[tune]) note(context, frequency, now + at, length);
}
