import { useSignal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { clueFileUrl } from '../net/clue-upload.ts';

/**
 * A voice clue where a clue shows: one tap plays it (again: from the start), another stops it;
 * its caption, if any, is written beside it for whoever cannot hear it, and is what a screen
 * reader says with the button.
 */
export function VoicePlay(props: {
  readonly clueRef: string;
  readonly durationMs: number;
  readonly caption?: string | undefined;
  readonly where: 'head' | 'tv' | 'line';
}) {
  const audio = useRef<HTMLAudioElement | null>(null);
  const playing = useSignal(false);
  useEffect(
    () => () => {
      audio.current?.pause();
    },
    [],
  );
  const seconds = Math.max(1, Math.round(props.durationMs / 1000));
  const toggle = () => {
    let a = audio.current;
    if (!a) {
      a = new Audio(clueFileUrl(props.clueRef));
      a.onended = () => {
        playing.value = false;
      };
      audio.current = a;
    }
    if (playing.value) {
      a.pause();
      playing.value = false;
      return;
    }
    a.currentTime = 0;
    playing.value = true;
    a.play().catch(() => {
      playing.value = false;
    });
  };
  return (
    <span class={`clue-voice ${props.where}`}>
      <button type="button" class="voice-play" aria-pressed={playing.value} onClick={toggle}>
        <span aria-hidden="true">{playing.value ? '■' : '▶'} </span>
        {t(playing.value ? 'voice.stopPlaying' : 'voice.play', { s: seconds })}
        {props.caption !== undefined && <span class="sr-only">: {props.caption}</span>}
      </button>
      {props.caption !== undefined && props.where !== 'line' && (
        <span class="voice-caption" aria-hidden="true">
          {props.caption}
        </span>
      )}
    </span>
  );
}
