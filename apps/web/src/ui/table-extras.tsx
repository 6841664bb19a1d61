import type { RoomStatePush } from '@fabula/protocol';
import type { GameView } from '@fabula/rules';
import { useEffect } from 'preact/hooks';
import { HostMenu, PauseBanner } from './host-menu.tsx';
import { Reactions } from './reactions.tsx';

/**
 * What the lobby-and-host work adds to the table screen, mounted there with one line: the
 * host's pause for everyone, the host's menu, and reactions during the reveal and at the end.
 */
export function TableExtras(props: { state: RoomStatePush; view: GameView }) {
  // The lobby is long: when the game starts, the table begins at its top, not where the lobby
  // was scrolled to.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return (
    <>
      <PauseBanner state={props.state} view={props.view} />
      <HostMenu state={props.state} view={props.view} />
      <Reactions state={props.state} view={props.view} />
    </>
  );
}
