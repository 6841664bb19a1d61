import type { RoundResult, Seat, SeatPoints } from '@fabula/rules';
import { list, t } from '../i18n/index.ts';
import { explainPoints, signedPoints } from '../logic/reasons.ts';
import { CardGrid } from './hand.tsx';

type Names = (seat: Seat) => string;

/** Who played a card and who voted for it, with the storyteller's card and the trap marked. */
export function CardFacts(props: {
  answer: boolean;
  trap: boolean;
  owner: Seat;
  voters: readonly Seat[];
  names: Names;
}) {
  return (
    <>
      {props.answer && <span class="tag answer">{t('table.storytellerCard')}</span>}
      {props.trap && <span class="tag trap">{t('table.trapCard')}</span>}
      <span class="owner">{t('table.owner', { name: props.names(props.owner) })}</span>
      <span class="voters">
        {props.voters.length === 0
          ? t('table.noVotes')
          : t('table.voters', { names: list(props.voters.map(props.names)) })}
      </span>
    </>
  );
}

/** Each seat's points this round with one line per reason, best first. */
export function PointsList(props: { points: readonly SeatPoints[]; names: Names }) {
  return (
    <ul class="points">
      {[...props.points]
        .sort((a, b) => b.points - a.points || a.seat - b.seat)
        .map((p) => (
          <li key={p.seat}>
            <strong>
              {props.names(p.seat)} {signedPoints(p.points)}
            </strong>
            <ul class="reasons">
              {explainPoints(p, t).map((line, i) => (
                <li key={i}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
    </ul>
  );
}

/** The reveal: the storyteller's card, each card's owner and voters, then everyone's points. */
export function Reveal(props: { result: RoundResult; names: Names; sizes?: string }) {
  const { result, names } = props;
  return (
    <div class="reveal">
      <h2>{t('table.reveal')}</h2>
      <CardGrid
        class="board"
        label={t('table.board')}
        {...(props.sizes !== undefined ? { sizes: props.sizes } : {})}
        cards={[...result.board]
          .sort((a, b) => a.slot - b.slot)
          .map((b) => ({
            id: b.card,
            label: String(b.slot),
            class: b.slot === result.storytellerSlot ? 'answer' : '',
            caption: (
              <CardFacts
                answer={b.slot === result.storytellerSlot}
                trap={b.slot === result.trap}
                owner={b.owner}
                voters={b.voters}
                names={names}
              />
            ),
          }))}
      />
      <section class="reveal-points" aria-labelledby="points-title">
        <h3 id="points-title">{t('table.points')}</h3>
        {result.teamPoints !== null && (
          <p class="team-points">
            {result.teamPoints
              .map((p, team) => `${t('end.team', { n: team + 1 })} ${signedPoints(p)}`)
              .join(' · ')}
          </p>
        )}
        <PointsList points={result.points} names={names} />
      </section>
    </div>
  );
}
