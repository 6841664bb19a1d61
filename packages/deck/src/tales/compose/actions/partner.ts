/**
 * The second character of a pair (the pairs set: `set-pairs.ts`): whom the recipe's `second`
 * names, another kind when that is the subject's own, sized no bigger than the subject, whom the
 * card is framed on, so two small animals fill the card as two grown-ups do.
 */
import { cast, type Character, type Who } from '../cast.ts';
import { measure } from '../helpers.ts';
import type { StageContext } from '../types.ts';

/** The partner, its measures, and its drawing scale (at most `cap` times the subject's height). */
export function partnerOf(
  ctx: StageContext,
  cap = 1,
): { friend: Character; fm: ReturnType<typeof measure>; sb: number } {
  const named = (ctx.second ?? 'fox') as Who;
  const friend = cast(
    named === ctx.who.who ? 'rabbit' : named,
    ctx.rng.fork('friend'),
    ctx.palette,
  );
  const fm = measure(friend);
  const height = measure(ctx.who).height * ctx.who.scale;
  const sb = friend.scale * cap * Math.min(1, height / (fm.height * friend.scale));
  return { friend, fm, sb };
}
