import type { RoomStatePush } from '@fabula/protocol';
import type { GameView, Seat } from '@fabula/rules';
import { list, t, type MessageKey } from '../i18n/index.ts';
import { standings } from '../logic/derive.ts';
import { finalMargin, funStats, type Award } from '../logic/stats.ts';
import { act } from './act.ts';

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
  const awards = funStats(props.view.history);
  const margin = finalMargin(props.view.history);
  if (awards.length === 0 && margin === null) return null;
  return (
    <section aria-labelledby="stats-title">
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

/** The final scores, best first (teams in team mode), right under the winners. */
function FinalScores(props: { view: GameView; names: Names }) {
  const { view } = props;
  const rows =
    view.teams !== null
      ? view.teams
          .map((pair, team) => ({
            key: team,
            name: `${t('end.team', { n: team + 1 })} (${list(pair.map(props.names))})`,
            score: view.teamScores?.[team] ?? 0,
          }))
          .sort((a, b) => b.score - a.score || a.key - b.key)
      : standings(view).map((s) => ({ key: s.seat, name: props.names(s.seat), score: s.score }));
  return (
    <section aria-labelledby="final-title">
      <h3 id="final-title">{t('end.final')}</h3>
      <ol class="final-scores">
        {rows.map((r) => (
          <li key={r.key}>
            <span class="final-name">{r.name}</span> <span class="final-points">{r.score}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The end: winners under the rule set's winner rule, the final scores, the host's rematch (above
 * the fun facts, so the reactions dock at the bottom of the screen never hides it).
 */
export function Ended(props: { view: GameView; state: RoomStatePush | null; names: Names }) {
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
  return (
    <section class="panel ended">
      <h2>{t('end.title')}</h2>
      <p class="winners">🏆 {t('end.winners', { names: list(winners) })}</p>
      <p class="hint">
        {view.rules.winners === 'reachedTarget' && target !== null
          ? t('end.ruleReached', { n: target })
          : t('end.ruleHighest')}
      </p>
      <FinalScores view={view} names={props.names} />
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
      <FunStats view={view} names={props.names} />
    </section>
  );
}
