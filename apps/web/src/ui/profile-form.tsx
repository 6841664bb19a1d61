import { signal, useSignal } from '@preact/signals';
import type { SeatColour } from '@fabula/protocol';
import type { ProfileInput } from '../net/connection.ts';
import { saveProfile, savedProfile } from '../net/storage.ts';
import { MAX_NAME_LENGTH } from '../net/wire.ts';
import { nameProblem, type TextProblem } from '@fabula/protocol/text';
import { t, type MessageKey } from '../i18n/index.ts';
import { SeatBadge } from './badge.tsx';
import {
  avatarEmoji,
  avatarIds,
  avatars,
  isAvatarId,
  isSeatColour,
  seatColours,
  type AvatarId,
} from './profile.ts';

function pickOne<T>(items: readonly T[], fallback: T): T {
  return items[Math.floor(Math.random() * items.length)] ?? fallback;
}

const saved = savedProfile();
export const profileName = signal(saved.name ?? '');
/** A newcomer gets a random colour and avatar, so a table is not all teal foxes. */
export const profileColour = signal<SeatColour>(
  saved.colour !== undefined && isSeatColour(saved.colour)
    ? saved.colour
    : pickOne(seatColours, 'teal'),
);
export const profileAvatar = signal<string>(
  saved.avatar !== undefined && isAvatarId(saved.avatar) ? saved.avatar : pickOne(avatarIds, 'fox'),
);
/** Whether the avatar was picked by the person (a remembered one counts): a random one may move. */
export const avatarPicked = signal(saved.avatar !== undefined);

/**
 * Why the typed name cannot be used, in words, or null when it can: the server's own check
 * (`@fabula/protocol/text`), so the message says what is wrong (nothing visible, too long, a
 * text-direction trick) before anything is sent.
 */
export function nameRefusal(): string | null {
  const problem = nameProblem(profileName.value);
  return problem === null ? null : t(nameProblemKeys[problem]);
}

const nameProblemKeys = {
  empty: 'home.nameNeeded',
  too_long: 'home.nameTooLong',
  unsafe: 'home.nameUnsafe',
} as const satisfies Record<TextProblem, MessageKey>;

/** The profile as typed, remembered for next time; null when the name cannot be used. */
export function currentProfile(): ProfileInput | null {
  if (nameProblem(profileName.value) !== null) return null;
  const name = profileName.value.trim();
  const profile = { name, colour: profileColour.value, avatar: profileAvatar.value };
  saveProfile(profile);
  return profile;
}

/**
 * An avatar nobody else at the table has, when ours was given at random and someone took it
 * (null: keep it). The colour needs no such care: the server gives each seat its own.
 */
export function freeAvatar(mine: string, others: readonly string[]): AvatarId | null {
  if (avatarPicked.value || !others.includes(mine)) return null;
  const free = avatarIds.filter((id) => !others.includes(id));
  return free.length === 0 ? null : pickOne(free, free[0] ?? 'fox');
}

/**
 * The name field, and the colour and avatar behind one button that shows them (remembered in
 * this browser). `autoFocus` puts the cursor in the name for a newcomer.
 */
export function ProfileFields(props: { autoFocus?: boolean }) {
  const choosing = useSignal(false);
  return (
    <div class="profile">
      <div class="name-row">
        <button
          type="button"
          class="avatar-button"
          aria-expanded={choosing.value}
          aria-controls="look-choices"
          onClick={() => {
            choosing.value = !choosing.value;
          }}
        >
          <span class="sr-only">{t('home.look')}</span>
          <span
            class="avatar-big"
            aria-hidden="true"
            style={{ '--seat': `var(--c-${profileColour.value})` }}
          >
            {avatarEmoji(profileAvatar.value)}
          </span>
        </button>
        <label class="field grow">
          <span>{t('home.name')}</span>
          <input
            name="name"
            autocomplete="nickname"
            maxLength={MAX_NAME_LENGTH}
            value={profileName.value}
            // A newcomer's first tap goes to the name.
            autofocus={props.autoFocus === true && profileName.value === ''}
            onInput={(e) => {
              profileName.value = e.currentTarget.value;
            }}
            required
          />
        </label>
      </div>
      {choosing.value && (
        <div id="look-choices" class="look-choices">
          <fieldset class="choices">
            <legend>{t('home.avatar')}</legend>
            {avatarIds.map((id) => (
              <label key={id} class="choice" title={t(`avatar.${id}`)}>
                <input
                  type="radio"
                  name="avatar"
                  value={id}
                  checked={profileAvatar.value === id}
                  onChange={() => {
                    profileAvatar.value = id;
                    avatarPicked.value = true;
                  }}
                />
                <span class="avatar" aria-hidden="true">
                  {avatars[id]}
                </span>
                <span class="sr-only">{t(`avatar.${id}`)}</span>
              </label>
            ))}
          </fieldset>
          <fieldset class="choices">
            <legend>{t('home.colour')}</legend>
            {seatColours.map((colour) => (
              <label key={colour} class="choice" title={t(`colour.${colour}`)}>
                <input
                  type="radio"
                  name="colour"
                  value={colour}
                  checked={profileColour.value === colour}
                  onChange={() => {
                    profileColour.value = colour;
                  }}
                />
                <SeatBadge colour={colour} avatar="" size={26} />
                <span class="sr-only">{t(`colour.${colour}`)}</span>
              </label>
            ))}
          </fieldset>
        </div>
      )}
    </div>
  );
}
