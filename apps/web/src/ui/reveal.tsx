import type { RoundResult, Seat, SeatPoints } from '@fabula/protocol';
import type { ComponentChildren } from 'preact';
import { list, t } from '../i18n/index.ts';
import { explainPoints, signedPoints } from '../logic/reasons.ts';
import { CardGrid } from './hand.tsx';
import { SeatAvatar } from './seat-avatar.tsx';

type Names = (seat: Seat) => string;

/**
 * "Storyteller's card" or "trap card", laid on the picture's lower edge in a board's caption
 * (CSS): a star or a cross says it on a card too narrow for the words, which screen readers
 * still hear.
 */
function CardTag(props: { kind: 'answer' | 'trap' }) {
  return (
    <span class={`tag ${props.kind}`}>
      <span class="tag-mark" aria-hidden="true">
        {props.kind === 'answer' ? '★' : '✕'}
      </span>
      <span class="tag-words">
        {t(props.kind === 'answer' ? 'table.storytellerCard' : 'table.trapCard')}
      </span>
    </span>
  );
}

/**
 * Who played a card and who voted for it, with the storyteller's card and the trap marked. The
 * voters show as their avatars (each with its name as a tooltip); screen readers get the words.
 */
export function CardFacts(props: {
  answer: boolean;
  trap: boolean;
  owner: Seat;
  voters: readonly Seat[];
  names: Names;
}) {
  const { voters, names } = props;
  return (
    <>
      {props.answer && <CardTag kind="answer" />}
      {props.trap && <CardTag kind="trap" />}
      <span class="owner">
        <SeatAvatar seat={props.owner} />
        <span class="sr-only">{t('table.owner', { name: names(props.owner) })}</span>
        <span aria-hidden="true">{names(props.owner)}</span>
      </span>
      <span class={`voters${voters.length === 0 ? ' none' : ''}`}>
        <span class={voters.length === 0 ? 'voters-words' : 'sr-only'}>
          {voters.length === 0
            ? t('table.noVotes')
            : t('table.voters', { names: list(voters.map(names)) })}
        </span>
        {voters.length > 0 && (
          <span class="voter-chips" aria-hidden="true">
            {voters.map((v) => (
              <SeatAvatar key={v} seat={v} class="chip" title={names(v)} />
            ))}
          </span>
        )}
      </span>
    </>
  );
}

/** Each seat's points this round with its reasons, best first; `me` is marked. */
export function PointsList(props: {
  points: readonly SeatPoints[];
  names: Names;
  me?: Seat | null;
}) {
  return (
    <ul class="points">
      {[...props.points]
        .sort((a, b) => b.points - a.points || a.seat - b.seat)
        .map((p) => (
          <li
            key={p.seat}
            class={`${p.seat === props.me ? 'me' : ''}${p.points > 0 ? ' scored' : ''}`}
          >
            <SeatAvatar seat={p.seat} />
            <strong>
              <span class="points-name">{props.names(p.seat)}</span>{' '}
              <span class="points-n">{signedPoints(p.points)}</span>
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

/**
 * The reveal: the storyteller's card, each card's owner and voters, then `action` (the next
 * round's button: right under the cards, so on a phone it covers nothing), then everyone's points.
 */
export function Reveal(props: {
  result: RoundResult;
  names: Names;
  me?: Seat | null;
  sizes?: string;
  action?: ComponentChildren;
}) {
  const { result, names } = props;
  return (
    <div class="reveal">
      <h2 class="sr-only">{t('table.reveal')}</h2>
      <CardGrid
        class="board"
        label={t('table.board')}
        {...(props.sizes !== undefined ? { sizes: props.sizes } : {})}
        cards={[...result.board]
          .sort((a, b) => a.slot - b.slot)
          .map((b) => ({
            id: b.card,
            label: String(b.slot),
            class:
              b.slot === result.storytellerSlot ? 'answer' : b.slot === result.trap ? 'trap' : '',
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
      {props.action}
      <section class="reveal-points" aria-labelledby="points-title" data-fit-after>
        <h3 id="points-title">{t('table.points')}</h3>
        {result.teamPoints !== null && (
          <p class="team-points">
            {result.teamPoints
              .map((p, team) => `${t('end.team', { n: team + 1 })} ${signedPoints(p)}`)
              .join(' · ')}
          </p>
        )}
        <PointsList points={result.points} names={names} me={props.me ?? null} />
      </section>
    </div>
  );
}
