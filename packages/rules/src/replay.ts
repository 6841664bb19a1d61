import { apply } from './apply.ts';
import type { Command } from './commands.ts';
import { createGame, type GameConfig } from './create.ts';
import type { RuleError } from './errors.ts';
import { fail, ok, type Result } from './result.ts';
import type { GameState } from './state.ts';

/**
 * Rebuilds a game from its configuration (with its seed) and its command log. Replaying a
 * stored log gives exactly the stored state (spec RP-REPLAY). A log entry that fails to apply
 * means the log does not belong to this configuration: the error says which one.
 */
export function replay(
  config: GameConfig,
  commands: readonly Command[],
): Result<GameState, RuleError & { readonly index: number }> {
  const created = createGame(config);
  if (!created.ok) return fail({ ...created.error, index: -1 });
  let state = created.value.state;
  for (const [index, command] of commands.entries()) {
    const result = apply(state, command);
    if (!result.ok) return fail({ ...result.error, index });
    state = result.value.state;
  }
  return ok(state);
}
