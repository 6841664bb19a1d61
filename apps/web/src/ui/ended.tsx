import type { RoomStatePush } from '@fabula/protocol';
import type { GameView, RoundResult, Seat } from '@fabula/protocol';
import type { ComponentChildren } from 'preact';
import { list, t, type MessageKey } from '../i18n/index.ts';
import { standings } from '../logic/derive.ts';
import { moments, type Moment } from '../logic/moments.ts';
import { finalMargin, funStats, type Award } from '../logic/stats.ts';
import { act } from './act.ts';
import { CardImage } from './card.tsx';
import { clueLabel } from './clue-view.tsx';
import { Reveal } from './reveal.tsx';
import { SeatAvatar } from './seat-avatar.tsx';

type Names = (seat: Seat) => string;

const awardKey: Readonly<Record<Award['kind'], MessageKey>> = {
  storyteller: 'stat.storyteller',
  bluffer: 'stat.bluffer',
  eye: 'stat.eye',
  trapper: 'stat.trapper',
  round: 'stat.round',
};

/** A few fun facts from the game's history: awards, then how close the finish was. */
export function FunStats(props: { view: GameView; names: Names }) {
  const awards = funStats(props.view.history, props.view.teams);
  const margin = finalMargin(props.view.history);
  if (awards.length === 0 && margin === null) return null;
  return (
    <section class="fun-stats" aria-labelledby="stats-title">
      <h3 id="stats-title">{t('end.stats')}</h3>
      <ul class="stats">
        {awards.map((a) => (
          <li key={a.kind}>
            {t(awardKey[a.kind], {
              names: list(a.seats.map(props.names)),
              n: a.value,
              round: a.round ?? 0,
            })}
          </li>
        ))}
        {margin !== null && (
          <li>{margin === 0 ? t('stat.tie') : t('stat.margin', { n: margin })}</li>
        )}
      </ul>
    </section>
  );
}

interface Row {
  readonly key: number;
  readonly name: string;
  /** What the podium says: a team's number (its players are the avatars above it). */
  readonly short: string;
  readonly score: number;
  readonly seats: readonly Seat[];
}

/** Seats (or teams) best first, with their place: tied scores share a place. */
function ranked(view: GameView, names: Names): (Row & { place: number })[] {
  const rows: Row[] =
    view.teams !== null
      ? view.teams
          .map((pair, team) => ({
            key: team,
            name: `${t('end.team', { n: team + 1 })} (${list(pair.map(names))})`,
            short: t('end.team', { n: team + 1 }),
            score: view.teamScores?.[team] ?? 0,
            seats: pair,
          }))
          .sort((a, b) => b.score - a.score || a.key - b.key)
      : standings(view).map((s) => ({
          key: s.seat,
          name: names(s.seat),
          short: names(s.seat),
          score: s.score,
          seats: [s.seat],
        }));
  return rows.map((row) => ({
    ...row,
    place: rows.findIndex((r) => r.score === row.score) + 1,
  }));
}

/** The top three on steps: first in the middle, highest. */
function Podium(props: { rows: readonly (Row & { place: number })[] }) {
  // In reading order; the CSS draws the second left and the third right of the first.
  const top = props.rows.slice(0, 3);
  return (
    <ol class="podium" aria-label={t('end.podium')}>
      {top.map((r, i) => (
        <li key={r.key} class={`step pos-${String(i)} place-${String(r.place)}`} value={r.place}>
          <span class="podium-who">
            {r.seats.map((s) => (
              <SeatAvatar key={s} seat={s} class="podium-avatar" />
            ))}
          </span>
          <span class="podium-name" title={r.name}>
            {r.short}
          </span>
          <span class="podium-block">
            <span class="podium-place" aria-hidden="true">
              {r.place}
            </span>
            <span class="podium-score">{t('end.points', { n: r.score })}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The final scores, best first (teams in team mode). */
function FinalScores(props: { rows: readonly (Row & { place: number })[] }) {
  return (
    <section class="final" aria-labelledby="final-title">
      <h3 id="final-title">{t('end.final')}</h3>
      <ol class="final-scores">
        {props.rows.map((r) => (
          <li key={r.key}>
            <span class="final-name">{r.name}</span> <span class="final-points">{r.score}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function momentText(m: Moment, names: Names): { title: string; text: string } {
  switch (m.kind) {
    case 'fooled':
      return {
        title: t('moment.fooled'),
        text: t('moment.fooledText', {
          clue: clueLabel(m.clue),
          name: names(m.storyteller),
          n: m.missed,
          total: m.voters,
        }),
      };
    case 'everyone':
      return {
        title: t('moment.everyone'),
        text: t('moment.everyoneText', { clue: clueLabel(m.clue), name: names(m.storyteller) }),
      };
    case 'decoy':
      return {
        title: t('moment.decoy'),
        text: t('moment.decoyText', { name: names(m.owner), n: m.votes, round: m.round }),
      };
    case 'trap':
      return {
        title: t('moment.trap'),
        text: t('moment.trapText', { name: names(m.storyteller), n: m.caught, round: m.round }),
      };
  }
}

/** The game's best moments, each with its card. */
function Moments(props: { view: GameView; names: Names }) {
  const found = moments(props.view.history);
  if (found.length === 0) return null;
  return (
    <section class="moments" aria-labelledby="moments-title">
      <h3 id="moments-title">{t('end.moments')}</h3>
      <ul>
        {found.map((m) => {
          const { title, text } = momentText(m, props.names);
          return (
            <li key={m.kind} class="moment" title={`${title}: ${text}`}>
              <CardImage id={m.card} sizes="7rem" />
              <span>
                <strong>{title}</strong>
                <span class="moment-text">{text}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The end: the winners on a podium, the final scores, the host's rematch, then the game's best
 * moments and fun facts.
 */
export function Ended(props: {
  view: GameView;
  state: RoomStatePush | null;
  names: Names;
  /** The round that ended the game, to look at again (folded). */
  lastRound?: RoundResult | null;
  /** The reactions, after "Play again" (a phone: a bar fixed over the page covered the moments). */
  reactions?: ComponentChildren;
}) {
  const { view } = props;
  const phase = view.phase;
  if (phase.kind !== 'ended') return null;
  const me = props.state?.room.seats.find((s) => s.seat === props.state?.you);
  const canRematch = me?.host === true && props.state?.room.phase === 'ended';
  const winners =
    phase.winningTeams !== null
      ? phase.winningTeams.map((team) => {
          const pair = view.teams?.[team];
          const who = pair ? ` (${list(pair.map(props.names))})` : '';
          return `${t('end.team', { n: team + 1 })}${who}`;
        })
      : phase.winners.map(props.names);
  const target = view.rules.targetScore;
  const rows = ranked(view, props.names);
  return (
    <section class="ended" aria-labelledby="end-title">
      <div class="end-head">
        <h2 id="end-title">{t('end.title')}</h2>
        <p class="winners">
          <span aria-hidden="true">🏆 </span>
          {t('end.winners', { names: list(winners) })}
        </p>
        <p class="hint">
          {view.rules.winners === 'reachedTarget' && target !== null
            ? t('end.ruleReached', { n: target })
            : t('end.ruleHighest')}
        </p>
      </div>
      <div class="end-main">
        <Podium rows={rows} />
        <FinalScores rows={rows} />
      </div>
      {(props.state !== null || props.lastRound) && (
        <div class="end-next">
          {props.state !== null &&
            (canRematch ? (
              <button
                class="primary big"
                type="button"
                onClick={() => void act<'rematch'>({ type: 'rematch' })}
              >
                {t('end.rematch')}
              </button>
            ) : (
              <p>{t('end.waitRematch')}</p>
            ))}
          {props.lastRound && (
            <details class="last-round">
              <summary>{t('end.lastRound')}</summary>
              <Reveal result={props.lastRound} names={props.names} me={me?.seat ?? null} />
            </details>
          )}
        </div>
      )}
      {props.reactions}
      <div class="end-more">
        <Moments view={view} names={props.names} />
        <FunStats view={view} names={props.names} />
      </div>
    </section>
  );
}
