/**
 * Compile-time guarantees, checked by `tsc` (npm run typecheck) and asserted again at run time.
 */
import type { Knobs, RuleErrorCode, SeatCommand } from '@fabula/rules';
import { describe, expectTypeOf, it } from 'vitest';
import {
  ruleErrorCodes,
  type KnobOverrides,
  type MoveRequest,
  type RequestType,
} from '../src/index.ts';

describe('the protocol tracks the engine', () => {
  it('lists every rule error code', () => {
    expectTypeOf<Exclude<RuleErrorCode, (typeof ruleErrorCodes)[number]>>().toEqualTypeOf<never>();
  });

  it('types every knob override as the engine types the knob', () => {
    type Defined = { [K in keyof KnobOverrides]-?: Exclude<KnobOverrides[K], undefined> };
    expectTypeOf<Defined>().toEqualTypeOf<{ -readonly [K in keyof Knobs]: Knobs[K] }>();
  });

  it('has a request for every seat command', () => {
    expectTypeOf<SeatCommand['type']>().toExtend<RequestType>();
    expectTypeOf<MoveRequest['type']>().toEqualTypeOf<SeatCommand['type']>();
  });
});
