/**
 * `npm run play`: play Fabula from a terminal against a running server (`npm start`), before or
 * besides the web client. Cards are shown by their descriptions.
 *
 *   npm run play -- --name Ann --bots 3              create a room with three bots and play
 *   npm run play -- --name Ben --room K7QX3M         join a friend's room
 *   npm run play -- --name Cy --bots 4 --auto        let the client play random moves (a demo)
 *
 * Options: --server URL (default http://127.0.0.1:3000), --preset ID (default dixit),
 * --language en|ja|ru|pt|fi (the room's language: the bots' clues and the card descriptions).
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { cardById } from '@fabula/deck';
import { languageCodes, type Language } from '@fabula/protocol';
import type { RequestInput } from '@fabula/protocol/client';
import type { GameView, LegalCommand, PresetId } from '@fabula/rules';
import { randomMove, seededRandom } from '@fabula/rules';
import { asRequest, ScriptedClient } from '../src/dev/scripted-client.ts';

const { values } = parseArgs({
  options: {
    server: { type: 'string', default: 'http://127.0.0.1:3000' },
    name: { type: 'string', default: 'Player' },
    room: { type: 'string' },
    bots: { type: 'string', default: '0' },
    preset: { type: 'string', default: 'dixit' },
    auto: { type: 'boolean', default: false },
    language: { type: 'string', default: 'en' },
  },
});
const language = parseLanguage(values.language);

function parseLanguage(raw: string): Language {
  const found = languageCodes.find((code) => code === raw);
  if (!found) throw new Error(`--language is one of ${languageCodes.join(', ')}`);
  return found;
}

const terminal = createInterface({ input: process.stdin, output: process.stdout });
const say = (line: string) => process.stdout.write(`${line}\n`);
const describe = (card: string) => cardById(card)?.alt[language] ?? card;

async function ask(question: string, valid: (answer: string) => boolean): Promise<string> {
  for (;;) {
    const answer = (await terminal.question(question)).trim();
    if (valid(answer)) return answer;
    say('  (not one of the choices)');
  }
}

/** A move to send, and (Party's storyteller, who votes and sets the trap) one to send after. */
interface Choice {
  readonly move: RequestInput;
  readonly then?: RequestInput;
}

async function choose(legal: readonly LegalCommand[], view: GameView): Promise<Choice | null> {
  const move = legal[0];
  if (!move) return null;
  if (values.auto) {
    const seat = 'seat' in view.viewer ? view.viewer.seat : 0;
    const random = randomMove(
      legal,
      seat,
      0,
      seededRandom(`${view.turns}:${view.phase.kind}:${Math.random()}`),
    );
    return random ? { move: asRequest(random) } : null;
  }
  const hand = view.hand ?? [];
  const pickCards = async (count: number) => {
    hand.forEach((card, i) => {
      say(`  ${i + 1}. ${describe(card)}`);
    });
    const answer = await ask(`Choose ${count} card${count > 1 ? 's (e.g. 1 3)' : ''}: `, (a) => {
      const picks = a.split(/\s+/).map(Number);
      return (
        picks.length === count &&
        picks.every((p) => Number.isInteger(p) && p >= 1 && p <= hand.length) &&
        new Set(picks).size === count
      );
    });
    return answer.split(/\s+/).map((p) => hand[Number(p) - 1] ?? '');
  };
  switch (move.type) {
    case 'claimStoryteller':
      await terminal.question('Press Enter when you have a clue (first to press tells first). ');
      return { move: { type: 'claimStoryteller' } };
    case 'clue': {
      const card = move.cards === null ? undefined : (await pickCards(1))[0];
      const text = await ask('Your clue: ', (a) => a.length > 0 && a.length <= 140);
      return { move: { type: 'clue', clue: { kind: 'text', text }, ...(card ? { card } : {}) } };
    }
    case 'submit':
      return { move: { type: 'submit', cards: await pickCards(move.count) } };
    case 'vote': {
      const board = view.phase.kind === 'vote' ? view.phase.board : [];
      board.forEach((card, i) => {
        const mine =
          view.phase.kind === 'vote' && view.phase.mySlots?.includes(i + 1) ? '  (yours)' : '';
        say(`  [${i + 1}] ${describe(card)}${mine}`);
      });
      const answer = await ask(
        `Vote for ${move.maxVotes > 1 ? 'one or two slots' : 'a slot'}: `,
        (a) => {
          const picks = a.split(/\s+/).map(Number);
          return (
            picks.length >= 1 &&
            picks.length <= move.maxVotes &&
            picks.every((p) => move.slots.includes(p))
          );
        },
      );
      const slots = answer.split(/\s+/).map(Number);
      const trap = legal.find((l) => l.type === 'trap');
      if (trap) {
        const slot = await ask('Set the trap on slot: ', (a) => trap.slots.includes(Number(a)));
        return { move: { type: 'vote', slots }, then: { type: 'trap', slot: Number(slot) } };
      }
      return { move: { type: 'vote', slots } };
    }
    case 'trap': {
      const slot = await ask('Set the trap on slot: ', (a) => move.slots.includes(Number(a)));
      return { move: { type: 'trap', slot: Number(slot) } };
    }
    case 'continue':
      await terminal.question('Press Enter for the next round. ');
      return { move: { type: 'continue' } };
    case 'wait':
      return { move: { type: 'wait' } };
  }
}

function show(view: GameView, names: readonly string[]): void {
  const phase = view.phase;
  const who = (seat: number) => names[seat] ?? `seat ${seat}`;
  say('');
  say(`Scores: ${view.seats.map((s) => `${who(s.seat)} ${s.score}`).join(' · ')}`);
  if (phase.kind === 'clue')
    say(`Round ${phase.round.number}: ${who(phase.round.storyteller)} is the storyteller.`);
  if (phase.kind === 'submit' || phase.kind === 'vote') {
    const clue =
      phase.clue.kind === 'text' || phase.clue.kind === 'emoji'
        ? phase.clue.text
        : `(${phase.clue.kind})`;
    say(`Clue from ${who(phase.round.storyteller)}: «${clue}»`);
  }
  if (phase.kind === 'reveal') {
    const r = phase.result;
    say(
      `The storyteller's card was ${r.storytellerSlot === null ? '—' : `slot ${r.storytellerSlot}`}.`,
    );
    for (const b of r.board)
      say(
        `  [${b.slot}] ${who(b.owner)}: ${describe(b.card)} ← ${b.voters.map(who).join(', ') || 'no votes'}`,
      );
    for (const p of r.points)
      say(
        `  ${who(p.seat)} +${p.points} (${p.reasons.map((x) => `${x.code} ${x.points}`).join(', ')})`,
      );
  }
  if (phase.kind === 'ended') say(`Game over. Winners: ${phase.winners.map(who).join(', ')}`);
}

async function main(): Promise<void> {
  const client = await ScriptedClient.connect(values.server);
  const profile = { name: values.name, colour: 'teal', avatar: 'fox' } as const;
  const entered = values.room
    ? await client.request({ type: 'joinRoom', room: values.room, profile })
    : await client.request({ type: 'createRoom', profile });
  if (!entered.ok) throw new Error(`${entered.error.code}: ${entered.error.message}`);
  const code = String(entered.result.room);
  say(`Room ${code}. Friends join with: npm run play -- --name NAME --room ${code}`);
  if (!values.room) {
    for (let i = 0; i < Number(values.bots); i++) await client.request({ type: 'addBot' });
    await client.request({ type: 'setLanguage', language });
    const preset = await client.request({ type: 'setPreset', preset: values.preset as PresetId });
    if (!preset.ok) throw new Error(preset.error.message);
    if (!values.auto) await terminal.question('Press Enter to start when everyone is seated. ');
    const started = await client.request({ type: 'start' });
    if (!started.ok) throw new Error(started.error.message);
  }
  let shown = -1;
  for (;;) {
    await client.until(() => (client.gameView?.version ?? -1) > shown, 24 * 3_600_000);
    const push = client.gameView;
    if (!push) continue;
    shown = push.version;
    const names = client.roomState?.room.seats.map((s) => s.name) ?? [];
    show(push.view, names);
    if (push.view.phase.kind === 'ended') break;
    const choice = await choose(push.view.legal, push.view);
    if (!choice) continue;
    const reply = await client.request(choice.move);
    if (!reply.ok) say(`  refused: ${reply.error.message}`);
    if (choice.then) await client.request(choice.then);
  }
  client.close();
  terminal.close();
}

await main();
