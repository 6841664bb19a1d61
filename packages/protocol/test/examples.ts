import type { ClientMessageInput, RequestType } from '../src/index.ts';

/** Valid requests of every type (the `satisfies` makes a missing type a compile error). */
export const validRequests = {
  hello: [
    { type: 'hello', rid: '1', protocol: 1 },
    { type: 'hello', rid: '1', protocol: 1, client: 'fabula-web/0.1.0' },
  ],
  resume: [{ type: 'resume', rid: '2', room: 'K7QX3M', token: 'AAECAwQFBgcICQoLDA0ODw' }],
  createRoom: [
    { type: 'createRoom', rid: '2', profile: { name: 'Aiko', colour: 'teal', avatar: 'fox' } },
  ],
  joinRoom: [
    {
      type: 'joinRoom',
      rid: '2',
      room: 'k7qx3m',
      profile: { name: 'Ben', colour: 'red', avatar: 'owl' },
    },
    { type: 'joinRoom', rid: '3', room: 'K7QX3M' },
  ],
  claimSeat: [
    {
      type: 'claimSeat',
      rid: '3',
      seat: 2,
      profile: { name: 'Sam', colour: 'green', avatar: 'cat' },
    },
  ],
  leaveRoom: [{ type: 'leaveRoom', rid: '9' }],
  resync: [{ type: 'resync', rid: '40' }],
  setProfile: [
    { type: 'setProfile', rid: '5', profile: { colour: 'blue' } },
    { type: 'setProfile', rid: '5', version: 3, profile: { name: 'Zoë', avatar: 'cat-2' } },
  ],
  chat: [{ type: 'chat', rid: '6', text: 'nice clue!' }],
  react: [
    { type: 'react', rid: '29', emoji: '👏' },
    { type: 'react', rid: '29', version: 40, emoji: '🎯' },
  ],
  claimStoryteller: [{ type: 'claimStoryteller', rid: '7' }],
  clue: [
    {
      type: 'clue',
      rid: '8',
      clue: { kind: 'text', text: 'a long way home' },
      card: 'fabula-042',
    },
    { type: 'clue', rid: '8', clue: { kind: 'emoji', text: '🌊🏠' } },
    { type: 'clue', rid: '8', clue: { kind: 'drawing', ref: 'up_123' }, card: 'fabula-1' },
  ],
  submit: [
    { type: 'submit', rid: '9', cards: ['fabula-007'] },
    { type: 'submit', rid: '9', cards: ['fabula-007', 'fabula-008'] },
  ],
  vote: [
    { type: 'vote', rid: '10', slots: [3] },
    { type: 'vote', rid: '10', slots: [3, 5] },
  ],
  trap: [{ type: 'trap', rid: '11', slot: 4 }],
  continue: [{ type: 'continue', rid: '12' }],
  wait: [{ type: 'wait', rid: '41' }],
  setPreset: [
    { type: 'setPreset', rid: '13', preset: 'dixit' },
    {
      type: 'setPreset',
      rid: '13',
      version: 4,
      preset: 'odyssey',
      knobs: { targetScore: 20, bonusCap: null, winners: 'reachedTarget' },
      firstStoryteller: 'race',
    },
    {
      type: 'setPreset',
      rid: '13',
      preset: 'teams',
      teams: [
        [0, 4],
        [1, 5],
        [2, 6],
        [3, 7],
      ],
    },
    { type: 'setPreset', rid: '13', preset: 'teams', teams: null },
  ],
  setTimers: [
    { type: 'setTimers', rid: '14', timers: { submit: 60_000, vote: 60_000 } },
    { type: 'setTimers', rid: '14', timers: { race: null } },
  ],
  start: [{ type: 'start', rid: '15', version: 9 }],
  kick: [{ type: 'kick', rid: '16', seat: 3 }],
  lock: [{ type: 'lock', rid: '17' }],
  unlock: [{ type: 'unlock', rid: '18' }],
  transferHost: [{ type: 'transferHost', rid: '19', seat: 2 }],
  addBot: [
    { type: 'addBot', rid: '20' },
    { type: 'addBot', rid: '20', level: 'hard', personality: 'punny' },
  ],
  setLanguage: [{ type: 'setLanguage', rid: '27', language: 'ja' }],
  setDecks: [
    { type: 'setDecks', rid: '28', decks: ['q3v9WZ0m1N2b'], builtIn: true },
    { type: 'setDecks', rid: '28', decks: [], builtIn: true },
  ],
  setStandIn: [
    { type: 'setStandIn', rid: '26', afterMs: 60000 },
    { type: 'setStandIn', rid: '26', afterMs: null },
  ],
  removeBot: [{ type: 'removeBot', rid: '21', seat: 4 }],
  pauseGame: [{ type: 'pauseGame', rid: '22' }],
  resumeGame: [{ type: 'resumeGame', rid: '23' }],
  endGame: [{ type: 'endGame', rid: '24' }],
  hideClue: [{ type: 'hideClue', rid: '42', round: 3 }],
  rematch: [{ type: 'rematch', rid: '25' }],
  muteSeat: [
    { type: 'muteSeat', rid: '30', seat: 2, muted: true },
    { type: 'muteSeat', rid: '31', seat: 0, muted: false },
  ],
} satisfies { [T in RequestType]: Extract<ClientMessageInput, { type: T }>[] };

/** Invalid requests of every type, each with the code its refusal must carry. */
export const invalidRequests = {
  hello: [
    [{ type: 'hello', rid: '1' }, 'bad_request'],
    [{ type: 'hello', rid: '1', protocol: '1' }, 'bad_request'],
    [{ type: 'hello', rid: '1', protocol: 1.5 }, 'bad_request'],
  ],
  resume: [
    [{ type: 'resume', rid: '2', room: 'K7QX3M', token: 'short' }, 'bad_request'],
    [{ type: 'resume', rid: '2', room: 'OOOOOO', token: 'AAECAwQFBgcICQoLDA0ODw' }, 'bad_request'],
  ],
  createRoom: [
    [{ type: 'createRoom', rid: '2' }, 'bad_request'],
    [
      { type: 'createRoom', rid: '2', profile: { name: '  ', colour: 'teal', avatar: 'fox' } },
      'name_invalid',
    ],
    [
      {
        type: 'createRoom',
        rid: '2',
        profile: { name: 'x'.repeat(25), colour: 'teal', avatar: 'fox' },
      },
      'name_invalid',
    ],
    [
      {
        type: 'createRoom',
        rid: '2',
        profile: { name: 'A\u202eB', colour: 'teal', avatar: 'fox' },
      },
      'name_invalid',
    ],
    [
      { type: 'createRoom', rid: '2', profile: { name: 'Aiko', colour: 'mauve', avatar: 'fox' } },
      'bad_request',
    ],
    [
      { type: 'createRoom', rid: '2', profile: { name: 'Aiko', colour: 'teal', avatar: 'Fox!' } },
      'bad_request',
    ],
  ],
  joinRoom: [
    [{ type: 'joinRoom', rid: '2' }, 'bad_request'],
    [{ type: 'joinRoom', rid: '2', room: 'K7QX3M', profile: { name: 'Ben' } }, 'bad_request'],
  ],
  claimSeat: [
    [{ type: 'claimSeat', rid: '3', seat: 2 }, 'bad_request'],
    [
      {
        type: 'claimSeat',
        rid: '3',
        seat: -1,
        profile: { name: 'Sam', colour: 'green', avatar: 'cat' },
      },
      'bad_request',
    ],
  ],
  leaveRoom: [[{ type: 'leaveRoom', rid: '9', seat: 1 }, 'bad_request']],
  resync: [
    [{ type: 'resync', rid: '40', historyFrom: 3 }, 'bad_request'],
    [{ type: 'resync', rid: '40', version: 12 }, 'bad_request'],
  ],
  setProfile: [
    [{ type: 'setProfile', rid: '5', profile: { name: '' } }, 'name_invalid'],
    [{ type: 'setProfile', rid: '5', profile: { colour: 'blue', host: true } }, 'bad_request'],
  ],
  chat: [
    [{ type: 'chat', rid: '6', text: '' }, 'chat_invalid'],
    [{ type: 'chat', rid: '6', text: 'a'.repeat(501) }, 'chat_invalid'],
    [{ type: 'chat', rid: '6', text: 42 }, 'bad_request'],
  ],
  claimStoryteller: [[{ type: 'claimStoryteller', rid: '7', seat: 0 }, 'bad_request']],
  clue: [
    [{ type: 'clue', rid: '8', clue: 'a long way home' }, 'invalid_clue'],
    [{ type: 'clue', rid: '8', clue: { kind: 'text', text: '   ' } }, 'invalid_clue'],
    [{ type: 'clue', rid: '8', clue: { kind: 'emoji', text: 'not emoji' } }, 'invalid_clue'],
    [{ type: 'clue', rid: '8', clue: { kind: 'text', text: 'x'.repeat(141) } }, 'invalid_clue'],
    [{ type: 'clue', rid: '8', clue: { kind: 'text', text: 'ok' }, card: '' }, 'bad_request'],
  ],
  submit: [
    [{ type: 'submit', rid: '9', cards: [] }, 'bad_request'],
    [{ type: 'submit', rid: '9', cards: ['a', 'b', 'c'] }, 'bad_request'],
    [{ type: 'submit', rid: '9', cards: 'fabula-007' }, 'bad_request'],
  ],
  vote: [
    [{ type: 'vote', rid: '10', slots: [] }, 'bad_request'],
    [{ type: 'vote', rid: '10', slots: [0] }, 'bad_request'],
    [{ type: 'vote', rid: '10', slots: [1.5] }, 'bad_request'],
    [{ type: 'vote', rid: '10', slots: [1, 2, 3] }, 'bad_request'],
  ],
  trap: [[{ type: 'trap', rid: '11', slot: '4' }, 'bad_request']],
  continue: [[{ type: 'continue', rid: '12', version: -1 }, 'bad_request']],
  wait: [[{ type: 'wait', rid: '41', seconds: 30 }, 'bad_request']],
  setPreset: [
    [{ type: 'setPreset', rid: '13', preset: 'chess' }, 'unknown_preset'],
    [{ type: 'setPreset', rid: '13', preset: 'dixit', knobs: { speed: 3 } }, 'bad_request'],
    [{ type: 'setPreset', rid: '13', preset: 'dixit', knobs: { handSize: 'six' } }, 'bad_request'],
    [
      { type: 'setPreset', rid: '13', preset: 'dixit', firstStoryteller: 'youngest' },
      'bad_request',
    ],
    [{ type: 'setPreset', rid: '13', preset: 'teams', teams: [[0, 1, 2]] }, 'bad_request'],
  ],
  setTimers: [
    [{ type: 'setTimers', rid: '14', timers: { nap: 60_000 } }, 'bad_request'],
    [{ type: 'setTimers', rid: '14', timers: { vote: -1 } }, 'bad_request'],
    [{ type: 'setTimers', rid: '14' }, 'bad_request'],
  ],
  start: [[{ type: 'start', rid: '15', version: 'latest' }, 'bad_request']],
  kick: [
    [{ type: 'kick', rid: '16' }, 'bad_request'],
    [{ type: 'kick', rid: '16', seat: 12 }, 'bad_request'],
  ],
  lock: [[{ type: 'lock', rid: '17', locked: true }, 'bad_request']],
  unlock: [[{ type: 'unlock', rid: '18', locked: false }, 'bad_request']],
  transferHost: [[{ type: 'transferHost', rid: '19', seat: -1 }, 'bad_request']],
  addBot: [
    [{ type: 'addBot', rid: '20', seat: 1 }, 'bad_request'],
    [{ type: 'addBot', rid: '20', level: 'genius' }, 'bad_request'],
  ],
  setLanguage: [[{ type: 'setLanguage', rid: '27', language: 'klingon' }, 'bad_request']],
  setDecks: [
    [{ type: 'setDecks', rid: '28', decks: ['../etc'], builtIn: true }, 'bad_request'],
    [{ type: 'setDecks', rid: '28', decks: [] }, 'bad_request'],
  ],
  setStandIn: [
    [{ type: 'setStandIn', rid: '26', afterMs: 10 }, 'bad_request'],
    [{ type: 'setStandIn', rid: '26' }, 'bad_request'],
  ],
  removeBot: [[{ type: 'removeBot', rid: '21' }, 'bad_request']],
  pauseGame: [[{ type: 'pauseGame', rid: '22', minutes: 5 }, 'bad_request']],
  resumeGame: [[{ type: 'resumeGame', rid: '23', at: 0 }, 'bad_request']],
  endGame: [[{ type: 'endGame', rid: '24', winner: 0 }, 'bad_request']],
  hideClue: [
    [{ type: 'hideClue', rid: '42' }, 'bad_request'],
    [{ type: 'hideClue', rid: '42', round: 0 }, 'bad_request'],
    [{ type: 'hideClue', rid: '42', round: 1.5 }, 'bad_request'],
  ],
  rematch: [[{ type: 'rematch', rid: '25', seats: [] }, 'bad_request']],
  react: [
    [{ type: 'react', rid: '29', emoji: '💩' }, 'bad_request'],
    [{ type: 'react', rid: '29', emoji: 'clap' }, 'bad_request'],
    [{ type: 'react', rid: '29' }, 'bad_request'],
  ],
  muteSeat: [
    [{ type: 'muteSeat', rid: '30', seat: 2 }, 'bad_request'],
    [{ type: 'muteSeat', rid: '30', seat: 12, muted: true }, 'bad_request'],
    [{ type: 'muteSeat', rid: '30', seat: 1, muted: 'yes' }, 'bad_request'],
  ],
} satisfies { [T in RequestType]: (readonly [Record<string, unknown>, string])[] };
