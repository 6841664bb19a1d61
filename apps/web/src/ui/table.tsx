import type { GameViewPush, RoomStatePush } from '@fabula/protocol';
import { t } from '../i18n/index.ts';
import { clueText, currentRound, instruction, legalMove, viewerSeat } from '../logic/derive.ts';
import { clueWords } from '../logic/history.ts';
import { act } from './act.ts';
import { Chat } from './chat.tsx';
import { TableExtras } from './table-extras.tsx';
import { ClueEntry } from './clue-entry.tsx';
import { useCues } from './cues.ts';
import { Ended } from './ended.tsx';
import { CardGrid } from './hand.tsx';
import { HistoryDrawer } from './history.tsx';
import { Countdown } from './live.tsx';
import { useNames } from './names.ts';
import { Reveal } from './reveal.tsx';
import { ScoreTrack } from './score-track.tsx';
import { Seats } from './seats.tsx';
import { Submit } from './submit.tsx';
import { SoundToggle, TvLink } from './toolbar.tsx';
import { Vote } from './vote.tsx';

/** The running game: clue, what to do now, the board or hand, seats, score track, chat. */
export function Table(props: { state: RoomStatePush; push: GameViewPush }) {
  const view = props.push.view;
  const names = useNames(props.state.room.seats);
  const phase = view.phase;
  const round = currentRound(phase);
  const clue = clueText(phase) ?? (phase.kind === 'reveal' ? clueWords(phase.result.clue) : null);
  const say = instruction(view, names);
  const me = viewerSeat(view);
  const clueMove = legalMove(view, 'clue');
  const submit = legalMove(view, 'submit');
  const claim = legalMove(view, 'claimStoryteller');
  const next = legalMove(view, 'continue');
  const phaseKey = `${phase.kind}-${String(round?.number ?? 0)}`;
  const lastRound = view.history.at(-1);
  const handShown =
    view.hand !== undefined && !clueMove && !submit && phase.kind !== 'ended' ? view.hand : null;
  useCues(view);
  const roundText =
    round === null
      ? ''
      : view.turnLimit !== null
        ? t('table.turns', { n: view.turns, total: view.turnLimit })
        : t('table.round', { n: round.number });
  const news = [
    roundText,
    clue === null ? '' : `${t('table.clue')}: ${clue}`,
    t(say.key, say.params),
  ]
    .filter((s) => s !== '')
    .join('. ');

  return (
    <main class="table">
      <TableExtras state={props.state} view={view} />
      {/* Every screen has one h1 (axe: page-has-heading-one); the clue stays the visual title. */}
      <h1 class="sr-only">{t('lobby.title', { code: props.state.room.code })}</h1>
      <header class="table-head">
        {round && (
          <p class="round">
            {roundText}
            {' · '}
            {t('table.storyteller')}: <strong>{names(round.storyteller)}</strong>
          </p>
        )}
        {clue !== null && (
          <p class="clue">
            <span class="sr-only">{t('table.clue')}: </span>«{clue}»
          </p>
        )}
        <Countdown view={view} news={news} />
        <p class="instruction">{t(say.key, say.params)}</p>
        <div class="table-tools">
          <HistoryDrawer history={view.history} names={names} />
          <SoundToggle />
          <TvLink code={props.state.room.code} />
        </div>
      </header>

      <div class="table-body" key={phaseKey}>
        {claim && (
          <button
            class="primary big"
            type="button"
            onClick={() => void act<'claimStoryteller'>({ type: 'claimStoryteller' })}
          >
            {t('table.claim')}
          </button>
        )}
        {clueMove && <ClueEntry view={view} party={clueMove.cards === null} />}
        {submit && <Submit count={submit.count} cards={submit.cards} />}
        {phase.kind === 'submit' && phase.mine !== undefined && !submit && me !== null && (
          <CardGrid
            class="board mine"
            label={t('table.yourPlay')}
            cards={phase.mine.map((id) => ({ id }))}
          />
        )}
        {phase.kind === 'vote' && <Vote view={view} />}
        {phase.kind === 'reveal' && <Reveal result={phase.result} names={names} />}
        {next && (
          <div class="actions">
            <button
              class="primary big"
              type="button"
              onClick={() => void act<'continue'>({ type: 'continue' })}
            >
              {t('table.continue')}
            </button>
          </div>
        )}
        {phase.kind === 'reveal' && !next && me !== null && (
          <p class="hint">{t('table.waitNext')}</p>
        )}
        {phase.kind === 'ended' && <Ended view={view} state={props.state} names={names} />}
        {/* The round that reached the target ends the game at once: its reveal is shown here. */}
        {phase.kind === 'ended' && phase.reason !== 'host' && lastRound && (
          <Reveal result={lastRound} names={names} />
        )}
      </div>

      <Seats view={view} seats={props.state.room.seats} names={names} />
      <ScoreTrack view={view} seats={props.state.room.seats} names={names} />

      {handShown !== null && (
        <section aria-labelledby="hand-title">
          <h2 id="hand-title">{t('table.hand')}</h2>
          <CardGrid label={t('table.hand')} cards={handShown.map((id) => ({ id }))} />
        </section>
      )}
      <Chat />
    </main>
  );
}
