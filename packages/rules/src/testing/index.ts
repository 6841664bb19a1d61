/**
 * @fabula/rules/testing — checks for tests of anything that shows games to people (the engine's
 * own tests, the server's socket tests, the bots'): whether a view leaks what its viewer may not
 * know, as a value (`findLeaks`) or as an effect of who played which card (`findOwnerLeaks`).
 */
export { findLeaks } from './leaks.ts';
export { findOwnerLeaks, swapOwners } from './owners.ts';
