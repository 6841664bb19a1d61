import type { Profile } from '@fabula/protocol';
import { describe, expect, it } from 'vitest';
import {
  addBot,
  addSeat,
  newLobby,
  removeSeat,
  setRules,
  startBlockers,
  takeSeat,
  transferHost,
  vacateSeat,
  type Lobby,
  type LobbyResult,
} from '../src/rooms/lobby.ts';

const profile = (name: string, colour: Profile['colour'] = 'teal'): Profile => ({
  name,
  colour,
  avatar: 'fox',
});

function must(result: LobbyResult): Lobby {
  if (!result.ok) throw new Error(result.error.code);
  return result.lobby;
}

function seated(...names: string[]): Lobby {
  return names.reduce(
    (lobby, name, i) => must(addSeat(lobby, profile(name), `hash-${i}`)),
    newLobby(),
  );
}

describe('lobby', () => {
  it('bots take avatars the web client draws, each one nobody at the table has', () => {
    // The web client's avatar ids (apps/web/src/ui/profile.ts); anything else is a blank face.
    const drawn = ['fox', 'owl', 'cat', 'bear', 'frog', 'rabbit', 'octopus', 'penguin', 'lion'];
    const more = ['turtle', 'whale', 'robot'];
    let lobby = must(addSeat(newLobby(), { ...profile('Aiko'), avatar: 'robot' }, 'hash-0'));
    for (let i = 0; i < 5; i++) lobby = must(addBot(lobby));
    const avatars = lobby.seats.map((s) => s.avatar);
    expect(new Set(avatars).size).toBe(avatars.length);
    for (const a of avatars) expect([...drawn, ...more]).toContain(a);
  });

  it('the first person to sit is host; colours stay distinct', () => {
    const lobby = seated('Aiko', 'Ben', 'Cid');
    expect(lobby.host).toBe(0);
    expect(new Set(lobby.seats.map((s) => s.colour)).size).toBe(3);
    expect(lobby.seats[0]?.colour).toBe('teal');
  });

  it('a locked or full room takes nobody new', () => {
    const locked = { ...seated('Aiko'), locked: true };
    expect(addSeat(locked, profile('Ben'), 'h')).toMatchObject({
      ok: false,
      error: { code: 'room_locked' },
    });
    let full = seated('Aiko');
    for (let i = 0; i < 11; i++) full = must(addBot(full));
    expect(addSeat(full, profile('Zed'), 'h')).toMatchObject({
      ok: false,
      error: { code: 'room_full' },
    });
  });

  it('removing a seat before the game moves later seats up and keeps the host with its owner', () => {
    const lobby = must(removeSeat(must(transferHost(seated('Aiko', 'Ben', 'Cid'), 2)), 0));
    expect(lobby.seats.map((s) => s.name)).toEqual(['Ben', 'Cid']);
    expect(lobby.host).toBe(1);
    expect(must(removeSeat(lobby, 1)).host).toBe(0);
  });

  it('vacating a seat in a game keeps it; a person or a bot may take it', () => {
    const lobby = must(vacateSeat(seated('Aiko', 'Ben', 'Cid'), 0));
    expect(lobby.seats).toHaveLength(3);
    expect(lobby.seats[0]?.tokenHash).toBeNull();
    expect(lobby.host).toBe(1);
    const bot = must(takeSeat(lobby, 0, 'bot'));
    expect(bot.seats[0]?.bot).toBe(true);
    const person = must(takeSeat(bot, 0, { profile: profile('Dee'), tokenHash: 'h-dee' }));
    expect(person.seats[0]).toMatchObject({ name: 'Dee', bot: false, tokenHash: 'h-dee' });
    expect(takeSeat(person, 0, 'bot')).toMatchObject({
      ok: false,
      error: { code: 'seat_occupied' },
    });
  });

  it('host powers go only to a seated person', () => {
    const lobby = must(addBot(seated('Aiko')));
    expect(transferHost(lobby, 1)).toMatchObject({ ok: false, error: { code: 'not_a_seat' } });
  });

  it('house rules are checked by the engine; the seat count only at start, in words', () => {
    const lobby = seated('Aiko', 'Ben', 'Cid', 'Dee');
    expect(setRules(lobby, { preset: 'dixit', knobs: { bonusCap: -2 } })).toMatchObject({
      ok: false,
      error: { code: 'invalid_knob' },
    });
    const party = must(setRules(lobby, { preset: 'party' }));
    expect(startBlockers(party)).toEqual(['needs 6–12 players for party (4 seated)']);
    const teams = must(setRules(lobby, { preset: 'teams' }));
    expect(startBlockers(teams)).toEqual(['needs 8, 10, 12 players for teams (4 seated)']);
    expect(startBlockers(lobby)).toEqual([]);
  });
});
