import { useSignal } from '@preact/signals';
import type { GameViewPush, RoomStatePush, SeatSnapshot } from '@fabula/protocol';
import type { GameView, RoundResult, Seat } from '@fabula/rules';
import { useEffect, useState } from 'preact/hooks';
import { clockOffset } from '../net/connection.ts';
import { MAX_CLUE_LENGTH } from '../net/wire.ts';
import { list, t } from '../i18n/index.ts';
import {
  clueText,
  currentRound,
  instruction,
  legalMove,
  progress,
  secondsLeft,
  standings,
  viewerSeat,
} from '../logic/derive.ts';
import { explainPoints } from '../logic/reasons.ts';
import { act } from './act.ts';
import { SeatBadge } from './badge.tsx';
import { Card } from './card.tsx';
import { Chat } from './chat.tsx';

type Names = (seat: Seat) => string;

function useNames(seats: readonly SeatSnapshot[]): Names {
  return (seat) => seats.find((s) => s.seat === seat)?.name ?? `#${String(seat + 1)}`;
}

/** Toggles `item` in a selection of at most `max` (the oldest pick drops out when full). */
function toggle<T>(chosen: readonly T[], item: T, max: number): T[] {
  if (chosen.includes(item)) return chosen.filter((c) => c !== item);
  return [...chosen, item].slice(-max);
}

function Countdown(props: { view: GameView }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, []);
  const left = secondsLeft(props.view, now + clockOffset.value);
  if (left === null) return null;
  return (
    <span class="timer" role="timer">
      {t('table.timeLeft', { s: left })}
    </span>
  );
}

function Scoreboard(props: { view: GameView; seats: readonly SeatSnapshot[]; names: Names }) {
  const { view } = props;
  const { acted, waiting } = progress(view.phase);
  const round = currentRound(view.phase);
  return (
    <section class="scores" aria-labelledby="scores-title">
      <h2 id="scores-title" class="sr-only">
        {t('table.scores')}
      </h2>
      <ol>
        {standings(view).map(({ seat, score }) => {
          const snap = props.seats.find((s) => s.seat === seat);
          const state = acted.includes(seat) ? 'acted' : waiting.includes(seat) ? 'waiting' : '';
          return (
            <li key={seat} class={`score ${state}`}>
              {snap && <SeatBadge colour={snap.colour} avatar={snap.avatar} size={22} />}
              <span class="score-name">
                {props.names(seat)}
                {round?.storyteller === seat && <span class="tag">{t('table.storyteller')}</span>}
              </span>
              <span class="score-points">{score}</span>
              <span class="score-state" aria-hidden="true">
                {state === 'acted' ? '✓' : state === 'waiting' ? '…' : ''}
              </span>
            </li>
          );
        })}
      </ol>
      {acted.length > 0 && (
        <p class="sr-only">{t('table.acted', { names: list(acted.map(props.names)) })}</p>
      )}
      {waiting.length > 0 && (
        <p class="waiting">{t('table.waitingFor', { names: list(waiting.map(props.names)) })}</p>
      )}
      {view.rules.targetScore !== null && (
        <p class="hint">{t('table.target', { n: view.rules.targetScore })}</p>
      )}
    </section>
  );
}

/** The storyteller's clue entry (and, outside Party, the card it goes with). */
function ClueEntry(props: { view: GameView; party: boolean }) {
  const text = useSignal('');
  const card = useSignal<string | null>(null);
  const hand = props.view.hand ?? [];
  const ready = text.value.trim() !== '' && (props.party || card.value !== null);
  return (
    <form
      class="clue-entry"
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        const clue = { kind: 'text' as const, text: text.value.trim() };
        void act<'clue'>(
          props.party || card.value === null
            ? { type: 'clue', clue }
            : { type: 'clue', clue, card: card.value },
        );
      }}
    >
      {!props.party && (
        <div class="hand" role="group" aria-label={t('table.hand')}>
          {hand.map((id) => (
            <Card
              key={id}
              id={id}
              selected={card.value === id}
              onToggle={() => {
                card.value = card.value === id ? null : id;
              }}
            />
          ))}
        </div>
      )}
      <div class="row clue-row">
        <label class="field grow">
          <span>{t('table.clueLabel')}</span>
          <input
            maxLength={MAX_CLUE_LENGTH}
            value={text.value}
            onInput={(e) => {
              text.value = e.currentTarget.value;
            }}
          />
        </label>
        <button class="primary" type="submit" disabled={!ready}>
          {t('table.clueSend')}
        </button>
      </div>
      {!props.party && card.value === null && <p class="hint">{t('table.pickCard')}</p>}
    </form>
  );
}

function Submit(props: { view: GameView; count: number; cards: readonly string[] }) {
  const chosen = useSignal<readonly string[]>([]);
  return (
    <div>
      <div class="hand" role="group" aria-label={t('table.hand')}>
        {props.cards.map((id) => (
          <Card
            key={id}
            id={id}
            selected={chosen.value.includes(id)}
            onToggle={() => {
              chosen.value = toggle(chosen.value, id, props.count);
            }}
          />
        ))}
      </div>
      <div class="actions">
        <button
          class="primary big"
          type="button"
          disabled={chosen.value.length !== props.count}
          onClick={() => void act<'submit'>({ type: 'submit', cards: [...chosen.value] })}
        >
          {t('table.play')}
        </button>
      </div>
    </div>
  );
}

function Vote(props: { view: GameView }) {
  const phase = props.view.phase;
  const vote = legalMove(props.view, 'vote');
  const trap = legalMove(props.view, 'trap');
  const votes = useSignal<readonly number[]>([]);
  const trapSlot = useSignal<number | null>(null);
  if (phase.kind !== 'vote') return null;
  const picking = vote !== undefined ? 'vote' : trap !== undefined ? 'trap' : null;
  return (
    <div>
      <h2 class="sr-only">{t('table.board')}</h2>
      <div class="board" role="group" aria-label={t('table.board')}>
        {phase.board.map((id, i) => {
          const slot = i + 1;
          const mine = phase.mySlots?.includes(slot) === true;
          const allowed =
            picking === 'vote'
              ? (vote?.slots.includes(slot) ?? false)
              : picking === 'trap'
                ? (trap?.slots.includes(slot) ?? false)
                : false;
          const selected =
            picking === 'vote'
              ? votes.value.includes(slot)
              : picking === 'trap'
                ? trapSlot.value === slot
                : (phase.myVote?.includes(slot) ?? false) || phase.myTrap === slot;
          return (
            <Card
              key={id}
              id={id}
              label={String(slot)}
              selected={selected}
              disabled={!allowed}
              {...(picking !== null
                ? {
                    onToggle: () => {
                      if (picking === 'vote')
                        votes.value = toggle(votes.value, slot, vote?.maxVotes ?? 1);
                      else trapSlot.value = trapSlot.value === slot ? null : slot;
                    },
                  }
                : {})}
            >
              {mine && <span class="tag">{t('table.yours')}</span>}
              {phase.myTrap === slot && <span class="tag trap">{t('table.trapCard')}</span>}
            </Card>
          );
        })}
      </div>
      <div class="actions">
        {vote && (
          <button
            class="primary big"
            type="button"
            disabled={votes.value.length === 0}
            onClick={() => void act<'vote'>({ type: 'vote', slots: [...votes.value] })}
          >
            {t('table.voteSend')}
          </button>
        )}
        {!vote && trap && (
          <button
            class="primary big"
            type="button"
            disabled={trapSlot.value === null}
            onClick={() => {
              if (trapSlot.value !== null) void act<'trap'>({ type: 'trap', slot: trapSlot.value });
            }}
          >
            {t('table.trapSend')}
          </button>
        )}
      </div>
    </div>
  );
}

/** Each card's owner and voters, then each player's points with the reasons. */
export function Reveal(props: { result: RoundResult; names: Names }) {
  const { result, names } = props;
  return (
    <div class="reveal">
      <h2>{t('table.reveal')}</h2>
      <div class="board">
        {result.board.map((b) => (
          <Card
            key={b.card}
            id={b.card}
            label={String(b.slot)}
            class={b.slot === result.storytellerSlot ? 'answer' : ''}
          >
            {b.slot === result.storytellerSlot && (
              <span class="tag answer">{t('table.storytellerCard')}</span>
            )}
            {b.slot === result.trap && <span class="tag trap">{t('table.trapCard')}</span>}
            <span class="owner">{t('table.owner', { name: names(b.owner) })}</span>
            <span class="voters">
              {b.voters.length === 0
                ? t('table.noVotes')
                : t('table.voters', { names: list(b.voters.map(names)) })}
            </span>
          </Card>
        ))}
      </div>
      <section aria-labelledby="points-title">
        <h3 id="points-title">{t('table.points')}</h3>
        <ul class="points">
          {result.points.map((p) => (
            <li key={p.seat}>
              <strong>
                {names(p.seat)} {p.points > 0 ? `+${String(p.points)}` : String(p.points)}
              </strong>
              <ul class="reasons">
                {explainPoints(p, t).map((line, i) => (
                  <li key={i}>{line}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function Ended(props: { view: GameView; state: RoomStatePush; names: Names }) {
  const phase = props.view.phase;
  if (phase.kind !== 'ended') return null;
  const me = props.state.room.seats.find((s) => s.seat === props.state.you);
  const canRematch = me?.host === true && props.state.room.phase === 'ended';
  const winners =
    phase.winningTeams !== null
      ? phase.winningTeams.map((team) => t('end.team', { n: team + 1 }))
      : phase.winners.map(props.names);
  return (
    <section class="panel ended">
      <h2>{t('end.title')}</h2>
      <p class="winners">🏆 {t('end.winners', { names: list(winners) })}</p>
      {canRematch ? (
        <button
          class="primary big"
          type="button"
          onClick={() => void act<'rematch'>({ type: 'rematch' })}
        >
          {t('end.rematch')}
        </button>
      ) : (
        <p>{t('end.waitRematch')}</p>
      )}
    </section>
  );
}

/** The running game: clue, board, hand, scores, what to do now. */
export function Table(props: { state: RoomStatePush; push: GameViewPush }) {
  const view = props.push.view;
  const names = useNames(props.state.room.seats);
  const phase = view.phase;
  const round = currentRound(phase);
  const clue = clueText(phase);
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

  return (
    <main class="table">
      {/* Every screen has one h1 (axe: page-has-heading-one); the clue stays the visual title. */}
      <h1 class="sr-only">{t('lobby.title', { code: props.state.room.code })}</h1>
      <header class="table-head">
        {round && (
          <p class="round">
            {view.turnLimit !== null
              ? t('table.turns', { n: view.turns, total: view.turnLimit })
              : t('table.round', { n: round.number })}
            {' · '}
            {t('table.storyteller')}: <strong>{names(round.storyteller)}</strong>
          </p>
        )}
        {clue !== null && (
          <p class="clue">
            <span class="sr-only">{t('table.clue')}: </span>«{clue}»
          </p>
        )}
        <Countdown view={view} />
        <p class="instruction" aria-live="polite">
          {t(say.key, say.params)}
        </p>
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
        {submit && <Submit view={view} count={submit.count} cards={submit.cards} />}
        {phase.kind === 'submit' && phase.mine !== undefined && !submit && me !== null && (
          <div class="board mine">
            {phase.mine.map((id) => (
              <Card key={id} id={id} />
            ))}
          </div>
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

      <Scoreboard view={view} seats={props.state.room.seats} names={names} />

      {handShown !== null && (
        <section aria-labelledby="hand-title">
          <h2 id="hand-title">{t('table.hand')}</h2>
          <div class="hand">
            {handShown.map((id) => (
              <Card key={id} id={id} />
            ))}
          </div>
        </section>
      )}
      <Chat />
    </main>
  );
}
