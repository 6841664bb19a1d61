import { mix } from '../../color.ts';
import { n } from '../geom.ts';
import type { Node, Shape } from '../ir.ts';
import { nodeBox, parseTransform, pathBox } from './bounds.ts';
import type { Scene } from '../scene.ts';
import {
  CARD_REGION,
  depthCurve,
  falloff,
  glows,
  haze,
  hazeColor,
  grain,
  noisePattern,
  separation,
} from './effects.ts';
import { mapFill } from './tone.ts';
import { SvgWriter } from './writer.ts';

/**
 * Paper collage: the scene is cut from coloured and printed papers with slightly torn edges;
 * the characters and the big pieces of the setting are lifted off the page, with a white fibre
 * edge and a shadow; clothes are cut from printed papers.
 */
export function collage(scene: Scene): string {
  const w = new SvgWriter('c');
  const p = scene.palette;
  const paper = mix(p.paper, '#e9dcc2', 0.5);
  const tn = noisePattern(w, {
    freq: 0.3,
    octaves: 2,
    seed: (scene.seed % 71) + 2,
    tile: 80,
    matrix: '1 0 0 0 0  0 1 0 0 0  0 0 1 0 0  0 0 0 0 1',
  });
  const tm = w.id('tm');
  w.def(`<rect id="${tm}" width="400" height="600" fill="url(#${tn})"/>`);
  // Every edge is slightly torn.
  const cut = w.id('cu');
  w.def(
    `<filter id="${cut}" ${CARD_REGION}><feImage href="#${tm}" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="2.6" xChannelSelector="R" yChannelSelector="G"/>${depthCurve(p)}</filter>`,
  );
  // The main pieces (each actor, the big pieces of the setting) get a torn white edge and a shadow.
  // Each piece has its own filter whose region is its box clamped to the card: a region that runs
  // far past the card aborts resvg.
  const pieceFilter = (region: readonly [number, number, number, number]): string => {
    const id = w.id('pc');
    // Its own noise, only as big as its region: an feImage of a card-sized rect costs a card's
    // worth of pattern fill for every piece.
    const noise = w.id('pn');
    w.def(
      `<rect id="${noise}" x="${n(region[0])}" y="${n(region[1])}" width="${n(region[2] - region[0])}" height="${n(region[3] - region[1])}" fill="url(#${tn})"/>`,
    );
    w.def(
      `<filter id="${id}" filterUnits="userSpaceOnUse" x="${n(region[0])}" y="${n(region[1])}" width="${n(region[2] - region[0])}" height="${n(region[3] - region[1])}" color-interpolation-filters="sRGB">` +
        // A cheap dilation: blur the outline a little and let any trace of it count as paper.
        `<feGaussianBlur in="SourceAlpha" stdDeviation="1.1"/><feComponentTransfer result="fat"><feFuncA type="linear" slope="6"/></feComponentTransfer>` +
        `<feImage href="#${noise}" result="n"/><feDisplacementMap in="fat" in2="n" scale="3" xChannelSelector="R" yChannelSelector="G" result="fibre"/>` +
        `<feFlood flood-color="#fbf6ea"/><feComposite in2="fibre" operator="in" result="edge"/>` +
        `<feGaussianBlur in="fibre" stdDeviation="2"/><feOffset dx="2.4" dy="3.2" result="sb"/>` +
        `<feFlood flood-color="#24180f" flood-opacity="0.45"/><feComposite in2="sb" operator="in" result="shadow"/>` +
        `<feMerge><feMergeNode in="shadow"/><feMergeNode in="edge"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`,
    );
    return id;
  };
  const area = (node: Node): number => {
    if (node.type === 'group') return node.children.reduce((sum, c) => sum + area(c), 0);
    if (node.fill === undefined) return 0;
    const b = pathBox(node.d);
    return b ? (b[2] - b[0]) * (b[3] - b[1]) : 0;
  };
  /**
   * Splits each camera group so the children big enough to be cut out on their own sit in a
   * filtered group of their own, in card space (outside the camera transform): resvg is only
   * safe with filter regions in card space, inside the card, covered by the noise image.
   */
  const pieces = (nodes: readonly Node[], min: number, all: boolean): Node[] => {
    const out: Node[] = [];
    for (const node of nodes) {
      if (node.type !== 'group' || node.transform === undefined) {
        out.push(node);
        continue;
      }
      const m = parseTransform(node.transform);
      // The few biggest pieces of a setting are cut out; the rest lie flat on them.
      const big = new Set(
        [...node.children]
          .filter((c) => area(c) > min && area(c) < 60000)
          .sort((a, b) => area(b) - area(a))
          .slice(0, 4),
      );
      let plain: Node[] = [];
      const flush = (): void => {
        if (plain.length > 0) out.push({ ...node, children: plain });
        plain = [];
      };
      for (const c of node.children) {
        const box = all || big.has(c) ? nodeBox(c, m) : null;
        const region = box
          ? ([
              Math.max(0, box[0] - 8),
              Math.max(0, box[1] - 8),
              Math.min(400, box[2] + 12),
              Math.min(600, box[3] + 12),
            ] as const)
          : null;
        // Pieces as big as a third of the card are the backing paper (walls, floors, skies).
        const tooBig = region !== null && (region[2] - region[0]) * (region[3] - region[1]) > 80000;
        if (!region || tooBig || region[2] - region[0] < 4 || region[3] - region[1] < 4) {
          plain.push(c);
          continue;
        }
        flush();
        out.push({
          type: 'group',
          children: [{ ...node, children: [c] }],
          filter: pieceFilter(region),
        });
      }
      flush();
    }
    return out;
  };
  const prints = new Map<string, string>();
  const printFor = (c: string): string => {
    const known = prints.get(c);
    if (known) return known;
    const id = w.id('pp');
    const kind = prints.size % 4;
    const ink = mix(c, '#1a1420', 0.2);
    const light = mix(c, '#ffffff', 0.35);
    const motif =
      kind === 0
        ? `<path d="M0 0V6" stroke="${ink}" stroke-width="1.3"/>`
        : kind === 1
          ? `<circle cx="3" cy="3" r="1" fill="${light}"/>`
          : kind === 2
            ? `<path d="M0 3H6M3 0V6" stroke="${ink}" stroke-width="0.7" opacity="0.7"/>`
            : `<path d="M0 6L6 0" stroke="${light}" stroke-width="1"/>`;
    w.def(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="6" height="6"><rect width="6" height="6" fill="${c}"/>${motif}</pattern>`,
    );
    prints.set(c, id);
    return id;
  };
  const tone = separation(scene, 1);
  const styled =
    (f: (c: string) => string) =>
    (s: Shape): string | null => {
      const tint = (c: string): string => mix(f(c), '#f3e9d6', 0.04);
      if (s.fill === undefined)
        return s.stroke
          ? ` fill="none" stroke="${tint(s.stroke.color)}" stroke-width="${n(s.stroke.width * 1.2)}" stroke-linecap="round" stroke-linejoin="round"`
          : null;
      const opacity = s.opacity === undefined ? '' : ` opacity="${n(s.opacity)}"`;
      if (s.tag === 'cloth' && typeof s.fill === 'string')
        return ` fill="url(#${printFor(tint(s.fill))})"${opacity}`;
      return ` fill="${w.paint(mapFill(s.fill, tint))}"${opacity}`;
    };
  const style = styled(tone.setting);
  const storyStyle = styled(tone.story);
  const body =
    `<g filter="url(#${cut})"><rect width="400" height="600" fill="${paper}"/>` +
    w.nodes(scene.back, style) +
    w.nodes(pieces(scene.world, 400, false), style) +
    haze(w, scene.focus, hazeColor(p), p.night ? 0.3 : 0.36) +
    falloff(w, { ...scene.light, darkness: scene.light.darkness * 0.75 }, p.shade) +
    `<g opacity="0.35">${w.nodes(scene.shadows)}</g>` +
    w.nodes(pieces(scene.subject, 0, true), storyStyle) +
    w.nodes(scene.front, style) +
    `</g>` +
    falloff(w, { ...scene.light, darkness: scene.light.darkness * 0.15 }, p.shade) +
    glows(w, scene.light, scene.glows, 0.8) +
    grain(w, (scene.seed % 991) + 9, 0.12, 0.5, 140);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 600" width="400" height="600"><defs>${w.defsMarkup()}</defs><rect width="400" height="600" fill="${paper}"/>${body}</svg>`;
}
