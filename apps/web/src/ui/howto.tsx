import { useId } from 'preact/hooks';
import type { ComponentChildren } from 'preact';
import { t } from '../i18n/index.ts';

/** The three kinds of game the rule sets play (the engine's modes). */
export type HowToMode = 'classic' | 'party' | 'team';

const art = ['🗣️', '🃏', '🗳️'] as const;

/** How to play a mode in three steps, each a picture and a sentence. */
export function HowToSteps(props: { mode: HowToMode; children?: ComponentChildren }) {
  const id = useId();
  return (
    <section class="panel howto" aria-labelledby={id}>
      <h2 id={id}>{t('howto.title')}</h2>
      <ol class="howto-steps">
        {([1, 2, 3] as const).map((n, i) => (
          <li key={n}>
            <span class="step-art" aria-hidden="true">
              {art[i]}
            </span>
            <span>{t(`howto.${props.mode}.${n}`)}</span>
          </li>
        ))}
      </ol>
      {props.children}
    </section>
  );
}
