import { signal } from '@preact/signals';
import type { SeatColour } from '@fabula/protocol';
import type { ProfileInput } from '../net/connection.ts';
import { saveProfile, savedProfile } from '../net/storage.ts';
import { MAX_NAME_LENGTH } from '../net/wire.ts';
import { t } from '../i18n/index.ts';
import { SeatBadge } from './badge.tsx';
import { avatarIds, avatars, isAvatarId, isSeatColour, seatColours } from './profile.ts';

const saved = savedProfile();
export const profileName = signal(saved.name ?? '');
export const profileColour = signal<SeatColour>(
  saved.colour !== undefined && isSeatColour(saved.colour) ? saved.colour : 'teal',
);
export const profileAvatar = signal<string>(
  saved.avatar !== undefined && isAvatarId(saved.avatar) ? saved.avatar : 'fox',
);

/** The profile as typed, remembered for next time; null when the name is empty. */
export function currentProfile(): ProfileInput | null {
  const name = profileName.value.trim();
  if (name === '') return null;
  const profile = { name, colour: profileColour.value, avatar: profileAvatar.value };
  saveProfile(profile);
  return profile;
}

/** Name, colour and avatar pickers (remembered in this browser). */
export function ProfileFields() {
  return (
    <div class="profile">
      <label class="field">
        <span>{t('home.name')}</span>
        <input
          name="name"
          autocomplete="nickname"
          maxLength={MAX_NAME_LENGTH}
          value={profileName.value}
          onInput={(e) => {
            profileName.value = e.currentTarget.value;
          }}
          required
        />
      </label>
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
              }}
            />
            <span class="avatar" aria-hidden="true">
              {avatars[id]}
            </span>
            <span class="sr-only">{t(`avatar.${id}`)}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
