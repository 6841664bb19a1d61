/**
 * @fabula/rules/testing — checks for tests of anything that shows games to people (the engine's
 * own tests, the server's socket tests): whether a view leaks what its viewer may not know.
 */
export { findLeaks } from './leaks.ts';
