import { useSignal, type Signal } from '@preact/signals';
import { useEffect, useRef } from 'preact/hooks';
import { clueLimits } from '@fabula/protocol/catalogue';
import { t } from '../i18n/index.ts';

/** A finished recording: its bytes as the browser made them. */
export interface Recording {
  readonly blob: Blob;
  readonly url: string;
}

/** Opus in WebM where the browser makes it (Chrome, Firefox), else AAC in MP4 (Safari). */
function recorderType(): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  for (const type of ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4']) {
    if (MediaRecorder.isTypeSupported(type)) return type;
  }
  return undefined;
}

type Problem = 'denied' | 'missing' | 'unsupported';

function problemOf(error: unknown): Problem {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  return name === 'NotFoundError' || name === 'OverconstrainedError' ? 'missing' : 'unsupported';
}

/**
 * The voice recorder: one tap to record (at most 15 s, stopped by itself), one to stop, then
 * the storyteller hears it back and may record again. A microphone that is denied or missing
 * gets a clear sentence, and the other kinds of clue still work.
 */
export function VoiceRecorder(props: { readonly recording: Signal<Recording | null> }) {
  const { recording } = props;
  const state = useSignal<'idle' | 'recording'>('idle');
  const elapsed = useSignal(0);
  const problem = useSignal<Problem | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);

  // Leaving the tab stops the microphone.
  useEffect(
    () => () => {
      if (recorder.current?.state === 'recording') recorder.current.stop();
    },
    [],
  );

  const start = async () => {
    const type = recorderType();
    // `mediaDevices` is missing outside a secure context (plain http on a LAN address).
    if (type === undefined || !('mediaDevices' in navigator)) {
      problem.value = 'unsupported';
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      problem.value = problemOf(error);
      return;
    }
    problem.value = null;
    const chunks: Blob[] = [];
    const rec = new MediaRecorder(stream, { mimeType: type, audioBitsPerSecond: 32_000 });
    recorder.current = rec;
    const began = Date.now();
    const tick = setInterval(() => {
      elapsed.value = Date.now() - began;
    }, 200);
    const limit = setTimeout(() => {
      if (rec.state === 'recording') rec.stop();
    }, clueLimits.voiceMs - 150);
    rec.ondataavailable = (e) => {
      if (e.data.size > 0) chunks.push(e.data);
    };
    rec.onstop = () => {
      clearInterval(tick);
      clearTimeout(limit);
      for (const track of stream.getTracks()) track.stop();
      state.value = 'idle';
      const blob = new Blob(chunks, { type: rec.mimeType || type });
      if (recording.value) URL.revokeObjectURL(recording.value.url);
      recording.value = blob.size > 0 ? { blob, url: URL.createObjectURL(blob) } : null;
    };
    elapsed.value = 0;
    state.value = 'recording';
    rec.start(250);
  };

  const seconds = Math.min(clueLimits.voiceMs, elapsed.value) / 1000;
  return (
    <div class="recorder">
      {state.value === 'recording' ? (
        <button type="button" class="big record stop" onClick={() => recorder.current?.stop()}>
          <span aria-hidden="true">■ </span>
          {t('voice.stop')}{' '}
          <span class="record-time">
            {t('voice.time', { s: seconds.toFixed(0), max: clueLimits.voiceMs / 1000 })}
          </span>
        </button>
      ) : (
        <button type="button" class="big record" onClick={() => void start()}>
          <span aria-hidden="true">● </span>
          {recording.value ? t('voice.again') : t('voice.record')}
        </button>
      )}
      {recording.value && state.value === 'idle' && (
        <audio
          class="record-preview"
          controls
          src={recording.value.url}
          aria-label={t('voice.preview')}
        />
      )}
      {problem.value && (
        <p class="error" role="alert">
          {t(`voice.problem.${problem.value}`)}
        </p>
      )}
    </div>
  );
}
