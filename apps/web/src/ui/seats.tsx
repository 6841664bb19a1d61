import type { SeatSnapshot } from '@fabula/protocol';
import type { GameView, Seat } from '@fabula/protocol';
import { list, t } from '../i18n/index.ts';
import { currentRound, progress, viewerSeat } from '../logic/derive.ts';
import { teamRoles, type TeamRole } from '../logic/teams.ts';
import { SeatBadge } from './badge.tsx';

type Names = (seat: Seat) => string;

const roleKey = {
  plays: 'role.plays',
  votes: 'role.votes',
  either: 'role.either',
} as const;

function SeatRow(props: {
  seat: Seat;
  score: number | null;
  state: 'acted' | 'waiting' | '';
  snap: SeatSnapshot | undefined;
  name: string;
  storyteller: boolean;
  you: boolean;
  role: TeamRole | undefined;
}) {
  const { snap, state, role } = props;
  return (
    <li class={`score ${state}`}>
      {snap && <SeatBadge colour={snap.colour} avatar={snap.avatar} size={22} />}
      <span class="score-name">
        {props.name}
        {props.you && <span class="tag">{t('lobby.you')}</span>}
        {props.storyteller && <span class="tag teller">{t('table.storyteller')}</span>}
        {role !== undefined && role !== 'storyteller' && (
          <span class={`tag role-${role}`}>{t(roleKey[role])}</span>
        )}
      </span>
      {props.score !== null && <span class="score-points">{props.score}</span>}
      <span class="score-state" aria-hidden="true">
        {state === 'acted' ? '✓' : state === 'waiting' ? '…' : ''}
      </span>
    </li>
  );
}

/**
 * The seats with their scores and who has acted in this phase (never what they did). In team
 * mode seats are grouped by team with the team's score, and each seat says whether it plays
 * the team's card or votes this round.
 */
export function Seats(props: { view: GameView; seats: readonly SeatSnapshot[]; names: Names }) {
  const { view } = props;
  const { acted, waiting } = progress(view.phase);
  const round = currentRound(view.phase);
  const me = viewerSeat(view);
  const roles = teamRoles(view);
  const row = (seat: Seat, score: number | null) => (
    <SeatRow
      key={seat}
      seat={seat}
      score={score}
      state={acted.includes(seat) ? 'acted' : waiting.includes(seat) ? 'waiting' : ''}
      snap={props.seats.find((s) => s.seat === seat)}
      name={props.names(seat)}
      storyteller={round?.storyteller === seat}
      you={me === seat}
      role={roles.get(seat)}
    />
  );
  const scoreOf = (seat: Seat) => view.seats.find((s) => s.seat === seat)?.score ?? 0;
  return (
    <section class="scores" aria-labelledby="scores-title">
      <h2 id="scores-title" class="sr-only">
        {t('table.scores')}
      </h2>
      {view.teams !== null ? (
        <ol class="teams">
          {view.teams
            .map((pair, team) => ({ pair, team, score: view.teamScores?.[team] ?? 0 }))
            .sort((a, b) => b.score - a.score || a.team - b.team)
            .map(({ pair, team, score }) => (
              <li key={team} class="team">
                <p class="team-head">
                  <span>{t('end.team', { n: team + 1 })}</span>
                  <span class="score-points">{score}</span>
                </p>
                <ol>{pair.map((seat) => row(seat, null))}</ol>
              </li>
            ))}
        </ol>
      ) : (
        <ol>
          {view.seats
            .filter((s) => s.occupied || s.score > 0)
            .map((s) => ({ seat: s.seat, score: scoreOf(s.seat) }))
            .sort((a, b) => b.score - a.score || a.seat - b.seat)
            .map(({ seat, score }) => row(seat, score))}
        </ol>
      )}
      {acted.length > 0 && (
        <p class="sr-only">{t('table.acted', { names: list(acted.map(props.names)) })}</p>
      )}
      {waiting.length > 0 && (
        <p class="waiting">{t('table.waitingFor', { names: list(waiting.map(props.names)) })}</p>
      )}
    </section>
  );
}
