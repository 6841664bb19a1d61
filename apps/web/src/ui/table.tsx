import type { GameViewPush, RoomStatePush } from '@fabula/protocol';
import { useLayoutEffect } from 'preact/hooks';
import type { GameView } from '@fabula/protocol';
import { t, type MessageKey } from '../i18n/index.ts';
import { currentClue, currentRound, instruction, legalMove, viewerSeat } from '../logic/derive.ts';
import { act } from './act.ts';
import { ClueEntry } from './clue-entry.tsx';
import { clueLabel } from './clue-view.tsx';
import { useCues } from './cues.ts';
import { Dock, Side } from './dock.tsx';
import { Ended } from './ended.tsx';
import { DrumrollScreen, useSuspense } from './drumroll.tsx';
import { CardGrid } from './hand.tsx';
import { FirstHint } from './hints.tsx';
import { PauseBanner } from './host-menu.tsx';
import { Countdown } from './live.tsx';
import { useNames } from './names.ts';
import { NewsLine } from './news.tsx';
import { NextRound, WaitAsk } from './next-round.tsx';
import { PhaseHead } from './phase-head.tsx';
import { Reactions } from './reactions.tsx';
import { Reveal } from './reveal.tsx';
import { TakeoverNotice } from './seat-notice.tsx';
import { SeatOffer } from './seat-offer.tsx';
import { Submit } from './submit.tsx';
import { Vote } from './vote.tsx';
import { wide } from './wide.ts';

/**
 * A new phase starts at the top of the page, where its instruction and controls are — unless
 * the person is typing in the side column's chat, which must not jump away under them.
 */
function useScrollReset(phaseKey: string): void {
  useLayoutEffect(() => {
    const typing = document.activeElement?.closest('.table-side input, .table-side textarea');
    if (!typing) window.scrollTo(0, 0);
  }, [phaseKey]);
}

/** The first-time tip for what the viewer does now (null: none for this moment). */
function hintFor(view: GameView): MessageKey | null {
  if (legalMove(view, 'clue')) return 'hint.clue';
  if (legalMove(view, 'submit')) return 'hint.submit';
  if (legalMove(view, 'vote') || legalMove(view, 'trap')) return 'hint.vote';
  if (view.phase.kind === 'reveal' && viewerSeat(view) !== null) {
    return view.rules.mode === 'party' ? 'hint.revealParty' : 'hint.reveal';
  }
  return null;
}

/**
 * The running game. The phase's header (round, clue, what to do, the clock) and the one thing
 * to do now fill the first screen; on a phone the rest (scores, history, chat, menu) is one tap
 * away in the dock, on a wide screen it sits in the side column.
 */
export function Table(props: { state: RoomStatePush; push: GameViewPush }) {
  const view = props.push.view;
  const names = useNames(props.state.room.seats);
  const phase = view.phase;
  const round = currentRound(phase);
  const clue = currentClue(phase);
  // A moment of suspense after the last vote: the outcome and the new scores wait for it.
  const suspense = useSuspense(view);
  const say = suspense ? { key: 'drum.title' as const } : instruction(view, names);
  const me = viewerSeat(view);
  const clueMove = legalMove(view, 'clue');
  const submit = legalMove(view, 'submit');
  const claim = legalMove(view, 'claimStoryteller');
  const phaseKey = `${phase.kind}-${String(round?.number ?? 0)}`;
  const lastRound = view.history.at(-1);
  // The hand, when not in play now, waits under the stage (not at the reveal or the end).
  const handShown =
    view.hand !== undefined &&
    !clueMove &&
    !submit &&
    phase.kind !== 'ended' &&
    phase.kind !== 'reveal'
      ? view.hand
      : null;
  const isWide = wide.value;
  useCues(view);
  useScrollReset(phaseKey);
  const roundText =
    round === null
      ? ''
      : view.turnLimit !== null
        ? t('table.turns', { n: view.turns, total: view.turnLimit })
        : t('table.round', { n: round.number });
  const news = [
    roundText,
    clue === null ? '' : `${t('table.clue')}: ${clueLabel(clue)}`,
    t(say.key, say.params),
  ]
    .filter((s) => s !== '')
    .join('. ');
  const parts = { state: props.state, view, names, suspense };

  return (
    <main class={`table phase-${phase.kind}`} data-phase={phaseKey}>
      <NewsLine view={view} names={names} />
      <PauseBanner state={props.state} view={view} />
      <TakeoverNotice state={props.state} view={view} />
      <SeatOffer state={props.state} view={view} />
      {/* Every screen has one h1 (axe: page-has-heading-one); the clue stays the visual title. */}
      <h1 class="sr-only">{t('lobby.title', { code: props.state.room.code })}</h1>
      <div class="table-main">
        <PhaseHead
          view={view}
          seats={props.state.room.seats}
          names={names}
          roundText={roundText}
          clue={clue}
          say={say}
          // At the end the podium says who is here.
          strip={!isWide && phase.kind !== 'ended'}
          next={
            <>
              <Countdown view={view} news={news} clock={!suspense} />
              {!suspense && <WaitAsk view={view} names={names} />}
            </>
          }
          hint={<FirstHint hint={suspense ? null : hintFor(view)} />}
        />

        <div class="stage" key={phaseKey}>
          {claim && (
            <div class="actions" data-fit-after>
              <button
                class="primary big"
                type="button"
                onClick={() => void act<'claimStoryteller'>({ type: 'claimStoryteller' })}
              >
                {t('table.claim')}
              </button>
            </div>
          )}
          {clueMove && (
            <ClueEntry
              view={view}
              room={props.state.room.code}
              party={clueMove.cards === null}
              kinds={clueMove.kinds}
            />
          )}
          {submit && <Submit count={submit.count} cards={submit.cards} />}
          {phase.kind === 'submit' && phase.mine !== undefined && !submit && me !== null && (
            <CardGrid
              class="board mine"
              label={t('table.yourPlay')}
              cards={phase.mine.map((id) => ({ id }))}
            />
          )}
          {phase.kind === 'vote' && <Vote view={view} />}
          {suspense && <DrumrollScreen view={view} />}
          {phase.kind === 'reveal' && !suspense && (
            <Reveal
              result={phase.result}
              names={names}
              me={me}
              action={<NextRound view={view} />}
            />
          )}
          {phase.kind === 'ended' && !suspense && (
            <Ended
              view={view}
              state={props.state}
              names={names}
              // The round that reached the target ends the game at once: its reveal folds here.
              lastRound={phase.reason !== 'host' ? (lastRound ?? null) : null}
              // On a phone the reactions follow "Play again" instead of a bar over the moments.
              reactions={isWide ? null : <Reactions state={props.state} view={view} />}
            />
          )}
        </div>

        {handShown !== null && (
          <section class="hand-aside" aria-labelledby="hand-title">
            <h2 id="hand-title">{t('table.hand')}</h2>
            <CardGrid label={t('table.hand')} cards={handShown.map((id) => ({ id }))} />
          </section>
        )}
      </div>
      {isWide ? (
        <Side {...parts}>
          <Reactions state={props.state} view={view} />
        </Side>
      ) : (
        <>
          {phase.kind !== 'ended' && <Reactions state={props.state} view={view} />}
          <Dock {...parts} />
        </>
      )}
    </main>
  );
}
