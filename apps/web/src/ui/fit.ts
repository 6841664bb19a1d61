import type { RefObject } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

/** Space kept between the grid and each thing that must fit under it (the stage's gap). */
const GAP_PX = 12;

/**
 * Tells a grid of cards how far down the page it starts (`--above`) and how tall the things are
 * that must fit under it on the same screen (`--after-measured`: every element marked
 * `data-fit-after`, such as the send button, the clue box, the reveal's points), so its CSS can
 * size the cards to fit the window's height whatever the header holds (a long clue, a tip,
 * another language). Measured again whenever the page changes size.
 */
export function useFitTop<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let last = '';
    const measure = () => {
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      let after = 0;
      for (const below of document.querySelectorAll<HTMLElement>('[data-fit-after]')) {
        if (below.offsetParent !== null) after += below.offsetHeight + GAP_PX;
      }
      const now = `${String(top)}/${String(after)}`;
      if (now === last) return;
      last = now;
      element.style.setProperty('--above', `${String(top)}px`);
      element.style.setProperty('--after-measured', `${String(after)}px`);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.documentElement);
    const head = document.querySelector('.phase-head, .tv-head');
    if (head) observer.observe(head);
    for (const below of document.querySelectorAll('[data-fit-after]')) observer.observe(below);
    return () => {
      observer.disconnect();
    };
  }, []);
  return ref;
}
