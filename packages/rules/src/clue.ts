import { ruleError, type RuleError } from './errors.ts';

/**
 * The kinds of clue (RULES.md §1, §9; spec CL-KINDS). Text is always allowed; the others are
 * allowed by the room's knobs (`emojiClues`, `drawingClues`, `voiceClues`).
 */
export const clueKinds = ['text', 'emoji', 'drawing', 'voice'] as const;
export type ClueKind = (typeof clueKinds)[number];

/**
 * Every limit of every clue kind, as data: the engine checks the ones it sees (text, emoji,
 * caption, a recording's length), the protocol and the server the rest (a drawing's strokes and
 * points, a recording's bytes), and the client shows them. Changing one here changes them all.
 */
export const clueLimits = {
  /** A text clue: 1 to this many characters (graphemes) after trimming (spec CL-TEXT). */
  textGraphemes: 140,
  /** An emoji clue: this many emoji at least, and at most `emojiMax` (spec CL-EMOJI). */
  emojiMin: 1,
  emojiMax: 8,
  /** A drawing's or a recording's optional caption, in graphemes (spec CL-CAPTION). */
  captionGraphemes: 60,
  /** A drawing: the canvas its points lie on (whole numbers, 0 to width / height inclusive). */
  drawingWidth: 800,
  drawingHeight: 600,
  /** A drawing: at most this many strokes, points in one stroke, and points in all. */
  drawingStrokes: 200,
  drawingStrokePoints: 1000,
  drawingPoints: 6000,
  /** A drawing as sent (UTF-8 of its JSON), in bytes. */
  drawingBytes: 64 * 1024,
  /** A recording: at most this long (spec CL-VOICE), and at most this many bytes as uploaded. */
  voiceMs: 15_000,
  voiceBytes: 512 * 1024,
} as const;

/** A text clue's most characters (`clueLimits.textGraphemes`). */
export const maxClueLength = clueLimits.textGraphemes;

/**
 * A clue as the storyteller gave it. Drawings and recordings are stored by the server and named
 * here by their id (`ref`); a recording carries its length, measured by the server from its
 * container. Both may carry a short caption, read by screen readers and by bots.
 */
export type Clue =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'emoji'; readonly text: string }
  | { readonly kind: 'drawing'; readonly ref: string; readonly caption?: string }
  | {
      readonly kind: 'voice';
      readonly ref: string;
      readonly durationMs: number;
      readonly caption?: string;
    };

/**
 * A clue the host hid (spec HC-HIDE): what it was is gone from the game; only that there was one
 * of this kind remains.
 */
export interface HiddenClue {
  readonly kind: 'hidden';
  readonly was: ClueKind;
}

/** A clue as a past round shows it: as given, or hidden by the host. */
export type ShownClue = Clue | HiddenClue;

const refPattern = /^[A-Za-z0-9_-]{1,64}$/;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Characters as people count them: a family emoji or an accented letter is one. */
export function graphemeCount(text: string): number {
  return Array.from(graphemes.segment(text)).length;
}

/** Whether `text` has 1 to `max` graphemes; counts them only when the UTF-16 length is over. */
function withinGraphemes(text: string, max: number): number | null {
  const length = text.length <= max ? text.length : graphemeCount(text);
  return length >= 1 && length <= max ? null : length;
}

/**
 * One RGI emoji (the Unicode set every emoji keyboard offers: `\p{RGI_Emoji}`, with the `v`
 * flag). Built on first use, since a browser without the `v` flag would refuse the literal when
 * the module loads; there the emoji properties stand in (the server, on Node 24, decides).
 */
let rgiEmoji: RegExp | null = null;
function isEmoji(grapheme: string): boolean {
  if (rgiEmoji === null) {
    try {
      rgiEmoji = new RegExp('^\\p{RGI_Emoji}$', 'v');
    } catch {
      rgiEmoji = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0f|\u20e3)+$/u;
    }
  }
  return rgiEmoji.test(grapheme) && !/^[\p{N}#*]$/u.test(grapheme);
}

/**
 * A grapheme as the RGI emoji it shows as, or null. Keyboards and emoji data disagree on the
 * emoji selector (U+FE0F): a symbol typed without it (❤) is taken as ❤️, and one sent with a
 * selector the RGI form does not have (👍️, as emoji data lists it) as the form without.
 */
function emojiForm(segment: string): string | null {
  if (isEmoji(segment)) return segment;
  const bare = segment.replaceAll('\ufe0f', '');
  if (bare !== segment && isEmoji(bare)) return bare;
  const selected = `${bare}\ufe0f`;
  return isEmoji(selected) ? selected : null;
}

/** The emoji of an emoji clue in their RGI form, spaces dropped, or null when something else is in it. */
export function emojiOf(text: string): string[] | null {
  const found: string[] = [];
  for (const { segment } of graphemes.segment(text)) {
    if (/^\s+$/u.test(segment)) continue;
    const emoji = emojiForm(segment);
    if (emoji === null) return null;
    found.push(emoji);
  }
  return found;
}

function parseCaption(value: unknown): string | undefined | RuleError {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') return ruleError('invalid_clue', 'A caption is text.');
  const caption = value.trim();
  if (caption === '') return undefined;
  const length = withinGraphemes(caption, clueLimits.captionGraphemes);
  if (length !== null) {
    return ruleError(
      'invalid_clue',
      `A caption is at most ${clueLimits.captionGraphemes} characters; this one has ${length}.`,
    );
  }
  return caption;
}

/** Checks and normalises (trims) a clue sent by a client; returns an error for a bad one. */
export function parseClue(value: unknown): Clue | RuleError {
  if (typeof value !== 'object' || value === null) {
    return ruleError('invalid_clue', 'A clue must be an object with a kind.');
  }
  const clue = value as Record<string, unknown>;
  switch (clue.kind) {
    case 'text': {
      if (typeof clue.text !== 'string')
        return ruleError('invalid_clue', 'A text clue needs text.');
      const text = clue.text.trim();
      const length = withinGraphemes(text, clueLimits.textGraphemes);
      if (length !== null) {
        return ruleError(
          'invalid_clue',
          `A clue is 1 to ${clueLimits.textGraphemes} characters long (after trimming); this one has ${length}.`,
        );
      }
      return { kind: 'text', text };
    }
    case 'emoji': {
      if (typeof clue.text !== 'string')
        return ruleError('invalid_clue', 'An emoji clue needs emoji.');
      // Bounded before it is split: no emoji is longer than 35 UTF-16 units.
      const emoji = clue.text.length <= 40 * clueLimits.emojiMax ? emojiOf(clue.text) : null;
      if (emoji === null) return ruleError('invalid_clue', 'An emoji clue holds only emoji.');
      if (emoji.length < clueLimits.emojiMin || emoji.length > clueLimits.emojiMax) {
        return ruleError(
          'invalid_clue',
          `An emoji clue is ${clueLimits.emojiMin} to ${clueLimits.emojiMax} emoji; this one has ${emoji.length}.`,
        );
      }
      return { kind: 'emoji', text: emoji.join('') };
    }
    case 'drawing':
    case 'voice': {
      if (typeof clue.ref !== 'string' || !refPattern.test(clue.ref)) {
        return ruleError('invalid_clue', `A ${clue.kind} clue needs the id of its upload.`);
      }
      const caption = parseCaption(clue.caption);
      if (typeof caption === 'object') return caption;
      const withCaption = caption === undefined ? {} : { caption };
      if (clue.kind === 'drawing') return { kind: 'drawing', ref: clue.ref, ...withCaption };
      const { durationMs } = clue;
      if (
        typeof durationMs !== 'number' ||
        !Number.isInteger(durationMs) ||
        durationMs < 1 ||
        durationMs > clueLimits.voiceMs
      ) {
        return ruleError(
          'invalid_clue',
          `A recording is at most ${clueLimits.voiceMs / 1000} seconds long.`,
        );
      }
      return { kind: 'voice', ref: clue.ref, durationMs, ...withCaption };
    }
    default:
      return ruleError('invalid_clue', 'A clue kind is text, emoji, drawing or voice.');
  }
}

/** The kinds of clue these rules allow (text always; the others by their knob). */
export function allowedClueKinds(rules: {
  readonly emojiClues?: boolean;
  readonly drawingClues?: boolean;
  readonly voiceClues?: boolean;
}): ClueKind[] {
  // A game stored before the knobs existed has none of them: it played text and emoji.
  const kinds: ClueKind[] = ['text'];
  if (rules.emojiClues ?? true) kinds.push('emoji');
  if (rules.drawingClues ?? false) kinds.push('drawing');
  if (rules.voiceClues ?? false) kinds.push('voice');
  return kinds;
}

/** The words of a clue, for a reader: its text, its caption, or null (a picture or a sound). */
export function clueWords(clue: ShownClue): string | null {
  switch (clue.kind) {
    case 'text':
    case 'emoji':
      return clue.text;
    case 'drawing':
    case 'voice':
      return clue.caption ?? null;
    case 'hidden':
      return null;
  }
}
