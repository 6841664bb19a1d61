import type { RoomStatePush } from '@fabula/protocol';
import type { GameView } from '@fabula/protocol';
import { t } from '../i18n/index.ts';
import { HostControls } from './host-menu.tsx';
import { HowToSteps } from './howto.tsx';
import { SheetButton } from './sheet-button.tsx';
import { SoundToggle, TvLink } from './toolbar.tsx';

/**
 * The table's menu: everything that is not the game itself — sounds, the TV board, for the
 * host the game's controls, and how to play — behind one button.
 */
export function MenuButton(props: { state: RoomStatePush; view: GameView; class?: string }) {
  return (
    <SheetButton
      label={t('menu.title')}
      icon="☰"
      title={t('menu.title')}
      {...(props.class !== undefined ? { class: props.class } : {})}
    >
      <div class="menu-tools">
        <SoundToggle />
        <TvLink code={props.state.room.code} />
      </div>
      <HostControls state={props.state} view={props.view} />
      <HowToSteps mode={props.view.rules.mode} />
    </SheetButton>
  );
}
