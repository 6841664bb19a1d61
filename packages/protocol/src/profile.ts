import { z } from './zod.ts';
import type { ErrorCode, ErrorDetails } from './errors.ts';
import {
  MAX_CHAT_LENGTH,
  MAX_NAME_LENGTH,
  normaliseText,
  textProblem,
  textProblemMessage,
} from './text.ts';

/**
 * What a person types or picks to sit at a table: name, colour, avatar; and the chat text limit.
 * Refusals carry their own error code (`name_invalid`, `chat_invalid`) through the issue's
 * `params.errorCode`, which `parseClientMessage` turns into the reply's code.
 */

export { MAX_CHAT_LENGTH, MAX_NAME_LENGTH } from './text.ts';

/** The `params` of a custom zod issue that asks for a specific reply code (and details). */
export interface CodedIssueParams {
  readonly errorCode: ErrorCode;
  readonly details?: ErrorDetails;
}

function codedText(errorCode: ErrorCode, what: string, max: number, collapse: boolean) {
  return z
    .pipe(
      z.string().check(z.maxLength(max * 16)),
      z.transform((s: string) => normaliseText(s, collapse)),
    )
    .check(
      z.superRefine((text, ctx) => {
        const problem = textProblem(text, max);
        if (problem !== null) {
          const params: CodedIssueParams = { errorCode, details: { reason: problem } };
          ctx.addIssue({
            code: 'custom',
            message: textProblemMessage(what, problem, text, max),
            params,
          });
        }
      }),
    );
}

/**
 * A player's display name: NFC-normalised, trimmed, inner white space collapsed; 1 to
 * `MAX_NAME_LENGTH` graphemes with at least one visible character; no control or text-direction
 * characters. A refusal's `details.reason` says which (`TextProblem`).
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
  .check(
    z.regex(/^[a-z0-9-]{1,32}$/, 'An avatar id is 1 to 32 lower-case letters, digits or dashes.'),
  );

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
