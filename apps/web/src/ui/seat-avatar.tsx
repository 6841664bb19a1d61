import type { Seat } from '@fabula/protocol';
import { roomState } from '../net/connection.ts';
import { avatarEmoji } from './profile.ts';

/**
 * A seat's avatar in a disc of its colour (the room's seats say which), for lists of people
 * on cards and in the points. Decorative: the name is always said in words beside or for it.
 */
export function SeatAvatar(props: { seat: Seat; class?: string; title?: string }) {
  const snap = roomState.value?.room.seats.find((s) => s.seat === props.seat);
  return (
    <span
      class={`seat-avatar${props.class ? ` ${props.class}` : ''}`}
      style={snap ? { '--seat': `var(--c-${snap.colour})` } : undefined}
      aria-hidden="true"
      {...(props.title !== undefined ? { title: props.title } : {})}
    >
      {avatarEmoji(snap?.avatar ?? '')}
    </span>
  );
}
