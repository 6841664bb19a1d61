import { signal } from '@preact/signals';
import type { RoomStatePush } from '@fabula/protocol';
import type { GameView } from '@fabula/protocol';
import type { ComponentChildren } from 'preact';
import { chat } from '../net/connection.ts';
import { t } from '../i18n/index.ts';
import { Chat } from './chat.tsx';
import { HistoryDrawer } from './history.tsx';
import { MenuButton } from './menu.tsx';
import type { Names } from './names.ts';
import { ScoreTrack } from './score-track.tsx';
import { Seats } from './seats.tsx';
import { SheetButton } from './sheet-button.tsx';

/** When the chat was last looked at (its newest line's time), for the unread count. */
const chatSeenAt = signal(0);

function unreadChat(): number {
  return chat.value.filter((line) => line.at > chatSeenAt.value).length;
}

function markChatRead(): void {
  chatSeenAt.value = chat.value.at(-1)?.at ?? chatSeenAt.value;
}

interface Props {
  state: RoomStatePush;
  view: GameView;
  names: Names;
  /** The drumroll before a reveal: the new scores and the round's line in the history wait. */
  suspense?: boolean;
}

/** The scores, or during the drumroll a word that they are coming. */
function Scores(props: Props) {
  const { state, view, names } = props;
  if (props.suspense === true) return <p class="hint">{t('drum.turning')}</p>;
  return (
    <>
      <Seats view={view} seats={state.room.seats} names={names} />
      <ScoreTrack view={view} seats={state.room.seats} names={names} />
    </>
  );
}

/** The rounds played, without the one whose reveal the drumroll still keeps. */
function shownHistory(props: Props): GameView['history'] {
  return props.suspense === true ? props.view.history.slice(0, -1) : props.view.history;
}

/**
 * The phone's bottom bar: scores, history, chat and the menu, each one tap away in a sheet,
 * so the screen above holds only the game's moment.
 */
export function Dock(props: Props) {
  const { state, view, names } = props;
  const unread = unreadChat();
  return (
    <nav class="dock" aria-label={t('dock.label')}>
      <SheetButton
        label={t('table.scores')}
        icon="🏆"
        title={t('table.scores')}
        class="dock-button"
      >
        <Scores {...props} />
      </SheetButton>
      <HistoryDrawer history={shownHistory(props)} names={names} class="dock-button" />
      <SheetButton
        label={t('chat.title')}
        icon="💬"
        title={t('chat.title')}
        class="dock-button"
        badge={unread}
        badgeLabel={t('chat.unread', { n: unread })}
        onOpen={markChatRead}
        onClose={markChatRead}
      >
        <Chat />
      </SheetButton>
      <MenuButton state={state} view={view} class="dock-button" />
    </nav>
  );
}

/** The wide screen's side column: tools, the seats with scores, the track, the chat. */
export function Side(props: Props & { children?: ComponentChildren }) {
  const { state, view, names } = props;
  return (
    <aside class="table-side" aria-label={t('table.side')}>
      <div class="side-tools">
        <HistoryDrawer history={shownHistory(props)} names={names} />
        <MenuButton state={state} view={view} />
      </div>
      {props.children}
      <Scores {...props} />
      <Chat />
    </aside>
  );
}
