import type { GameView } from '@fabula/protocol';
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { CardGrid } from './hand.tsx';
import './momentum.css';

/** How long the table holds its breath before the reveal (shorter with reduced motion). */
export const drumrollMs = 2400;
const quietDrumrollMs = 1200;

/**
 * The phase the game was in just before the current one, as this screen saw it (null when the
 * page opened on the current phase: a refresh is not news).
 */
export function usePhaseBefore(view: GameView): GameView['phase']['kind'] | null {
  const seen = useRef<{
    key: string;
    kind: GameView['phase']['kind'];
    before: GameView['phase']['kind'] | null;
  } | null>(null);
  const key = `${String(view.turns)}:${view.phase.kind}`;
  if (seen.current === null) seen.current = { key, kind: view.phase.kind, before: null };
  else if (seen.current.key !== key) {
    seen.current = { key, kind: view.phase.kind, before: seen.current.kind };
  }
  return seen.current.before;
}

/**
 * Whether the table is holding its breath before the reveal: for a couple of seconds after the
 * last vote came in while this screen watched (the phase before was the vote; the reveal or, when
 * that round ended the game, the end). Opening the page on a reveal is not news: no suspense.
 * While it lasts, the table and the TV say "All the votes are in!", show the cards without their
 * owners and votes (`DrumrollScreen`), and keep the new scores and the history's line out of sight.
 */
export function useSuspense(view: GameView): boolean {
  const before = usePhaseBefore(view);
  const kind = view.phase.kind;
  const live = before === 'vote' && (kind === 'reveal' || kind === 'ended');
  const round = view.turns;
  const [doneFor, setDoneFor] = useState<number | null>(null);
  useEffect(() => {
    if (!live) return;
    const quiet = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = setTimeout(
      () => {
        setDoneFor(round);
      },
      quiet ? quietDrumrollMs : drumrollMs,
    );
    return () => {
      clearTimeout(timer);
    };
  }, [live, round]);
  return live && doneFor !== round;
}

/** The round's cards in their slots, face up and still anonymous (no owners, no votes). */
export function drumrollCards(view: GameView): { id: string; slot: number }[] {
  const phase = view.phase;
  const result = phase.kind === 'reveal' ? phase.result : view.history.at(-1);
  return [...(result?.board ?? [])]
    .sort((a, b) => a.slot - b.slot)
    .map((b) => ({ id: b.card, slot: b.slot }));
}

/** "Turning the cards over…", under the cards while the table holds its breath. */
export function DrumrollNote() {
  return (
    <p class="drumroll-note" data-fit-after>
      {t('drum.turning')}
    </p>
  );
}

/**
 * The stage during the drumroll (the header says "All the votes are in!"): the cards just voted
 * on, trembling in their slots, before their owners and votes show.
 */
export function DrumrollScreen(props: { view: GameView }) {
  return (
    <div class="drumroll">
      <CardGrid
        class="board drumroll-board"
        label={t('table.board')}
        cards={drumrollCards(props.view).map((c) => ({ id: c.id, label: String(c.slot) }))}
      />
      <DrumrollNote />
    </div>
  );
}
