import type { SeatColour } from '@fabula/protocol';
import { t } from '../i18n/index.ts';
import { avatarEmoji, colourShapes } from './profile.ts';

/** A seat's colour as a shape (colour-blind safe) with its avatar beside it. */
export function SeatBadge(props: { colour: SeatColour; avatar: string; size?: number }) {
  const size = props.size ?? 28;
  return (
    <span class="badge" style={{ '--seat': `var(--c-${props.colour})` }}>
      <svg
        class="badge-shape"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        role="img"
        aria-label={t(`colour.${props.colour}`)}
      >
        <path d={colourShapes[props.colour]} />
      </svg>
      {props.avatar !== '' && (
        <span class="badge-avatar" aria-hidden="true">
          {avatarEmoji(props.avatar)}
        </span>
      )}
    </span>
  );
}
