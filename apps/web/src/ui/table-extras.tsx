import type { RoomStatePush } from '@fabula/protocol';
import type { GameView } from '@fabula/rules';
import { HostMenu, PauseBanner } from './host-menu.tsx';
import { Reactions } from './reactions.tsx';

/**
 * What the lobby-and-host work adds to the table screen, mounted there with one line: the
 * host's pause for everyone, the host's menu, and reactions during the reveal and at the end.
 */
export function TableExtras(props: { state: RoomStatePush; view: GameView }) {
  return (
    <>
      <PauseBanner state={props.state} view={props.view} />
      <HostMenu state={props.state} view={props.view} />
      <Reactions state={props.state} view={props.view} />
    </>
  );
}
