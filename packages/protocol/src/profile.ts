import { z } from 'zod';
import type { ErrorCode } from './errors.ts';

/**
 * What a person types or picks to sit at a table: name, colour, avatar; and the chat text limit.
 * Refusals carry their own error code (`name_invalid`, `chat_invalid`) through the issue's
 * `params.errorCode`, which `parseClientMessage` turns into the reply's code.
 */

/** Names are counted in graphemes, as people count characters ("Zoë" is 3, an emoji is 1). */
export const MAX_NAME_LENGTH = 24;
/** Chat messages, in graphemes. */
export const MAX_CHAT_LENGTH = 500;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * Characters as people count them when that can matter for `limit`: the UTF-16 length when it is
 * within the limit (graphemes are never more than UTF-16 units, so the text fits), otherwise
 * the grapheme count. Zero exactly when the text is empty.
 */
function lengthForLimit(text: string, limit: number): number {
  return text.length <= limit ? text.length : Array.from(graphemes.segment(text)).length;
}

/**
 * Control characters, lone surrogates, private use, and the bidirectional overrides and
 * isolates that let a name display as something else.
 */
const unsafe = /[\p{Cc}\p{Cs}\p{Co}\u202a-\u202e\u2066-\u2069]/u;

/** The `params` of a custom zod issue that asks for a specific reply code. */
export interface CodedIssueParams {
  readonly errorCode: ErrorCode;
}

function codedText(errorCode: ErrorCode, what: string, max: number, collapse: boolean) {
  return z
    .string()
    .max(max * 16)
    .transform((s) => {
      const nfc = s.normalize('NFC').trim();
      return collapse ? nfc.replace(/\s+/gu, ' ') : nfc;
    })
    .superRefine((text, ctx) => {
      const length = lengthForLimit(text, max);
      const problem =
        length === 0
          ? `${what} is empty.`
          : length > max
            ? `${what} is ${length} characters long; at most ${max}.`
            : unsafe.test(text)
              ? `${what} holds control or text-direction characters.`
              : null;
      if (problem !== null) {
        const params: CodedIssueParams = { errorCode };
        ctx.addIssue({ code: 'custom', message: problem, params });
      }
    });
}

/**
 * A player's display name: NFC-normalised, trimmed, inner white space collapsed; 1 to
 * `MAX_NAME_LENGTH` graphemes; no control or text-direction characters.
 *
 * @example
 * playerNameSchema.parse('  Zoë   B. '); // 'Zoë B.'
 */
export const playerNameSchema = codedText('name_invalid', 'A name', MAX_NAME_LENGTH, true);

/**
 * A chat message: NFC-normalised and trimmed (line breaks kept); 1 to `MAX_CHAT_LENGTH` graphemes.
 *
 * @example
 * chatTextSchema.parse('nice clue!'); // 'nice clue!'
 */
export const chatTextSchema = codedText('chat_invalid', 'A chat message', MAX_CHAT_LENGTH, false);

/**
 * The seat colours, one per seat at the largest table. Names, not hex values: the client's theme
 * decides the shade (and a high-contrast theme can change it).
 */
export const seatColours = [
  'red',
  'orange',
  'yellow',
  'lime',
  'green',
  'teal',
  'cyan',
  'blue',
  'indigo',
  'purple',
  'pink',
  'brown',
] as const;
export type SeatColour = (typeof seatColours)[number];

/**
 * @example
 * seatColourSchema.parse('teal'); // 'teal'
 */
export const seatColourSchema = z.enum(seatColours);

/**
 * An avatar's id in the client's avatar set (e.g. `fox`, `lighthouse-2`): lower-case letters,
 * digits and dashes. The server stores it and does not interpret it.
 *
 * @example
 * avatarSchema.parse('fox'); // 'fox'
 */
export const avatarSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,32}$/, 'An avatar id is 1 to 32 lower-case letters, digits or dashes.');

/** The fields of a profile (`setProfile` takes any of them). */
export const profileShape = {
  name: playerNameSchema,
  colour: seatColourSchema,
  avatar: avatarSchema,
};

/**
 * Who someone is at the table.
 *
 * @example
 * profileSchema.parse({ name: 'Aiko', colour: 'teal', avatar: 'fox' });
 */
export const profileSchema = z.strictObject(profileShape);
export type Profile = z.output<typeof profileSchema>;
