import { n, path } from '../svg.ts';

export interface Doorway {
  /** The opening (for clipping another world into it), in local coordinates. */
  readonly opening: string;
  /** Frame and open door leaf, drawn over the opening. */
  readonly frame: string;
}

/**
 * A freestanding arched doorway with bottom centre at (0, 0), its leaf swung open towards the
 * viewer on the left. The template fills the opening with whatever lies beyond.
 */
export function doorway(width: number, height: number, color: string): Doorway {
  const w = width / 2;
  const arch = `M${n(-w)} 0V${n(-height + w)}A${n(w)} ${n(w)} 0 0 1 ${n(w)} ${n(-height + w)}V0Z`;
  const t = width * 0.09;
  const outer = `M${n(-w - t)} ${n(t * 0.3)}V${n(-height + w)}A${n(w + t)} ${n(w + t)} 0 0 1 ${n(w + t)} ${n(-height + w)}V${n(t * 0.3)}Z`;
  // evenodd cut keeps the frame hollow.
  const frame = path(`${outer}${arch}`, color, 'fill-rule="evenodd"');
  const leafW = width * 0.55;
  const leaf = path(
    `M${n(-w)} 0L${n(-w - leafW)} ${n(height * 0.06)}L${n(-w - leafW)} ${n(-height + w * 0.9)}Q${n(-w - leafW * 0.5)} ${n(-height - w * 0.05)} ${n(-w)} ${n(-height + w * 0.3)}Z`,
    color,
  );
  return { opening: arch, frame: frame + leaf };
}

/** A window frame with four panes and blowing curtains, centred on (0, 0). */
export function windowFrame(
  width: number,
  height: number,
  color: string,
  curtain: string,
): Doorway {
  const w = width / 2;
  const h = height / 2;
  const t = width * 0.06;
  const opening = `M${n(-w)} ${n(-h)}H${n(w)}V${n(h)}H${n(-w)}Z`;
  const outer = `M${n(-w - t)} ${n(-h - t)}H${n(w + t)}V${n(h + t * 1.8)}H${n(-w - t)}Z`;
  const bars = `M${n(-t * 0.3)} ${n(-h)}h${n(t * 0.6)}v${n(height)}h${n(-t * 0.6)}ZM${n(-w)} ${n(-t * 0.3)}h${n(width)}v${n(t * 0.6)}h${n(-width)}Z`;
  const curtains =
    path(
      `M${n(-w)} ${n(-h)}h${n(w * 0.5)}Q${n(-w * 0.6)} ${n(0)} ${n(-w * 1.5)} ${n(h * 0.9)}Q${n(-w * 1.1)} ${n(0)} ${n(-w)} ${n(-h)}Z`,
      curtain,
      'opacity=".9"',
    ) +
    path(
      `M${n(w)} ${n(-h)}h${n(-w * 0.4)}Q${n(w * 0.7)} ${n(h * 0.2)} ${n(w * 1.4)} ${n(h * 0.8)}Q${n(w * 1.05)} ${n(0)} ${n(w)} ${n(-h)}Z`,
      curtain,
      'opacity=".9"',
    );
  return {
    opening,
    frame: path(`${outer}${opening}`, color, 'fill-rule="evenodd"') + path(bars, color) + curtains,
  };
}
