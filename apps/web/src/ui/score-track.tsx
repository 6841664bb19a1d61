import type { SeatSnapshot } from '@fabula/protocol';
import type { GameView, Seat } from '@fabula/protocol';
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { laneCount, placePawns, trackLength, trackTicks, type Pawn } from '../logic/track.ts';
import { colourShapes } from './profile.ts';

type Names = (seat: Seat) => string;

/** A pawn: the seat's shape in its colour (two shapes side by side for a team). */
function PawnShape(props: { seats: readonly SeatSnapshot[] }) {
  return (
    <>
      {props.seats.map((s) => (
        <svg
          key={s.seat}
          class="pawn-shape"
          viewBox="0 0 24 24"
          aria-hidden="true"
          style={{ '--seat': `var(--c-${s.colour})` }}
        >
          <path d={colourShapes[s.colour]} />
        </svg>
      ))}
    </>
  );
}

/**
 * The score track from 0 to the target, with a pawn per player (per team in team mode) that
 * slides to its new score (no animation under reduced motion: styles.css). The list of scores
 * beside it says the same for screen readers and for anyone who would rather read numbers.
 */
export function ScoreTrack(props: {
  view: GameView;
  seats: readonly SeatSnapshot[];
  names: Names;
  big?: boolean;
}) {
  const { view } = props;
  const lanesRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(320);
  useEffect(() => {
    const element = lanesRef.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, []);
  const snap = (seat: Seat) => props.seats.find((s) => s.seat === seat);
  const teams = view.teams;
  const entries: { pawn: Pawn; who: SeatSnapshot[]; name: string }[] =
    teams !== null
      ? teams.map((pair, team) => ({
          pawn: { id: team, score: view.teamScores?.[team] ?? 0 },
          who: pair.map(snap).filter((s): s is SeatSnapshot => s !== undefined),
          name: `${t('end.team', { n: team + 1 })} (${pair.map(props.names).join(', ')})`,
        }))
      : view.seats
          .filter((s) => s.occupied || s.score > 0)
          .map((s) => ({
            pawn: { id: s.seat, score: s.score },
            who: [snap(s.seat)].filter((x): x is SeatSnapshot => x !== undefined),
            name: props.names(s.seat),
          }));
  const length = trackLength(
    view.rules.targetScore,
    entries.map((e) => e.pawn.score),
  );
  // Pawns closer than their own width share no lane: the gap in points follows the track's
  // drawn width (measured), the pawn's size and whether a pawn is a team (two shapes wide).
  const pawnPx = (props.big === true ? 40 : 26) * (teams ? 2 : 1);
  const gap = Math.max(1, Math.ceil((pawnPx * length) / Math.max(1, width)));
  const placed = placePawns(
    entries.map((e) => e.pawn),
    length,
    gap,
  );
  const lanes = laneCount(placed);
  return (
    <section
      class={`track${props.big === true ? ' big' : ''}${teams ? ' pairs' : ''}`}
      aria-labelledby="track-title"
    >
      <h2 id="track-title" class="track-title">
        {t('track.title')}
      </h2>
      <div ref={lanesRef} class="track-lanes" style={{ '--lanes': lanes }} aria-hidden="true">
        <div class="track-line">
          {trackTicks(length).map((tick) => (
            <span
              key={tick}
              class="track-tick"
              style={{ insetInlineStart: `${String((tick / length) * 100)}%` }}
            >
              {tick}
            </span>
          ))}
        </div>
        {placed.map((p, i) => {
          const entry = entries[i];
          if (!entry) return null;
          return (
            <span
              key={p.id}
              class={`pawn${entry.who.length > 1 ? ' pawn-pair' : ''}`}
              style={{ insetInlineStart: `${String(p.at * 100)}%`, '--lane': p.lane }}
              title={`${entry.name}: ${String(p.score)}`}
            >
              <PawnShape seats={entry.who} />
            </span>
          );
        })}
      </div>
      <ol class="sr-only">
        {[...placed]
          .sort((a, b) => b.score - a.score)
          .map((p) => (
            <li key={p.id}>
              {t('track.pawn', {
                name: entries.find((e) => e.pawn.id === p.id)?.name ?? '',
                points: p.score,
              })}
            </li>
          ))}
      </ol>
      <p class="hint track-target">
        {view.rules.targetScore !== null && t('table.target', { n: view.rules.targetScore })}
      </p>
    </section>
  );
}
