import type { Rng } from '../../random.ts';
import { at, type Point } from '../geom.ts';
import { group, type Node } from '../ir.ts';
import { lighter } from '../kit/colors.ts';
import * as P from '../kit/props.ts';
import * as C from '../kit/curios.ts';
import * as T from '../kit/things.ts';
import type { Palette } from '../palette.ts';
import type { NounId } from './nouns.ts';

/** Whether a thing gives light when it is in a scene. */
export function glowsItself(id: NounId): boolean {
  return ['lantern', 'candle', 'star', 'stars', 'moon', 'heart', 'light', 'lightbulb'].includes(id);
}

/**
 * How a noun is drawn when it is the thing an action is about: a prop gripped at (0, 0), or a
 * small group of them (stars, birds, letters) around (0, 0).
 */
export function drawThing(id: NounId, p: Palette, rng: Rng): P.Prop {
  const c: P.PropColors = { main: rng.pick(p.cloth), ink: p.ink, light: p.light, metal: '#4c464c' };
  const starColor = lighter(p.light, 0.35);
  const flock = (count: number, spread: number, one: (i: number) => P.Prop): P.Prop => {
    const nodes: Node[] = [];
    for (let i = 0; i < count; i++) {
      const q: Point = [rng.range(-spread, spread), rng.range(-spread * 0.8, spread * 0.4)];
      nodes.push(group(one(i).nodes, at(q[0], q[1], rng.range(0.7, 1.1), rng.range(-20, 20))));
    }
    return { nodes, size: spread * 2 };
  };
  switch (id) {
    case 'lantern':
      return P.lantern({ ...c, main: p.accent });
    case 'candle':
      return P.candle(c);
    case 'star':
      return P.star(starColor, 9);
    case 'stars':
      return flock(7, 22, () => P.star(starColor, rng.range(3, 6)));
    case 'moon':
      return rng.chance(0.5)
        ? P.crescent(lighter(p.light, 0.5), 16, p.ink, rng.chance(0.5))
        : P.fullMoon(lighter(p.light, 0.55), 15);
    case 'fish':
      return P.fish(p.accent, p.ink, 26);
    case 'key':
      return P.key({ ...c, main: '#d4a843' });
    case 'egg':
      return P.egg(lighter(p.paper, 0.2), 20);
    case 'heart':
      return P.heart(p.accent, 9, true);
    case 'clock':
      return P.clock({ ...c, main: '#c9a24a' }, 11, rng.int(1, 12), rng.pick([0, 10, 25, 40, 55]));
    case 'bird':
      return P.bird(p.accent, p.ink, 'up');
    case 'birds':
      return flock(6, 26, (i) =>
        P.bird(i % 2 === 0 ? p.accent : rng.pick(p.cloth), p.ink, i % 2 === 0 ? 'up' : 'down'),
      );
    case 'crown':
      return T.crownProp();
    case 'balloon':
      return P.balloon('#d8343a', p.ink, 44);
    case 'balloons':
      return {
        nodes: [0, 1, 2, 3, 4].map((i) =>
          group(
            P.balloon(p.cloth[i % p.cloth.length] ?? p.accent, p.ink, 36 + i * 4).nodes,
            `rotate(${String(-20 + i * 10)})`,
          ),
        ),
        size: 60,
      };
    case 'letter':
      return P.envelope(lighter(p.paper, 0.1), p.ink);
    case 'letters':
      return flock(6, 22, () => P.envelope(lighter(p.paper, 0.1), p.ink));
    case 'boot':
      return T.bootProp(c);
    case 'butterflies':
      return flock(7, 24, (i) => T.butterfly(p.cloth[i % p.cloth.length] ?? p.accent, p.ink, 0.9));
    case 'leaves':
      return flock(9, 24, (i) =>
        T.leaf(['#d9822b', '#c0392b', '#e0b040', '#8a6a2a'][i % 4] ?? '#d9822b', 0.9),
      );
    case 'cloud':
      return P.cloud(lighter(p.sky[1], 0.7), 44);
    case 'teacup':
    case 'teacupSea':
      return P.teacup({ ...c, main: lighter(p.paper, 0.1) });
    case 'teapot':
      return P.teapot(c);
    case 'book':
      return P.openBook({ ...c, main: p.accent }, true);
    case 'birdcage':
      return P.birdcage(c);
    case 'suitcase':
      return P.suitcase({ ...c, main: '#8a5a3a' });
    case 'hat':
      return { nodes: hatNodes(c.main), size: 16 };
    case 'paperBoat':
      return P.paperBoat(lighter(p.paper, 0.1));
    case 'kite':
      return P.kite(p.accent, p.ink, [0, 0]);
    case 'whale':
      return T.whaleProp(lighter(p.water, 0.2), p.ink, 90);
    case 'umbrella':
      return P.umbrella({ ...c, main: p.accent });
    case 'snow':
      return flock(14, 26, () => ({ nodes: [group(P.star('#ffffff', 2).nodes)], size: 4 }));
    case 'skull':
      return C.skull(p.ink);
    case 'apple':
      return C.apple('#c8282e');
    case 'hourglass':
      return C.hourglass(p.wood, '#e0b45a');
    case 'anchor':
      return C.anchor('#4c565e');
    case 'sword':
      return C.sword();
    case 'bomb':
      return C.bomb(p.ink);
    case 'mushroom':
      return C.mushroom('#c8282e');
    case 'rose':
      return C.rose('#c8202e');
    case 'spider':
      return C.spider(p.ink);
    case 'snake':
      return C.snake('#5a9a3a', p.ink);
    case 'octopus':
      return C.octopus(p.accent, p.ink);
    case 'lightbulb':
      return C.lightbulb(p.light);
    case 'mask':
      return C.mask(lighter(p.paper, 0.3), p.ink);
    case 'eyeball':
      return C.eyeball('#3f8fb0', p.ink);
    case 'globe':
      return C.globe('#3f7fb8', '#6fae4a', p.wood);
    case 'feather':
      return C.feather(p.accent);
    case 'snail':
      return C.snail('#c98a4a', '#b8b49a', p.ink);
    default:
      return P.star(starColor, 9);
  }
}

function hatNodes(color: string): Node[] {
  return [
    { type: 'shape', d: 'M-16 0Q0 -4 16 0Q0 4 -16 0Z', fill: color, tag: 'cloth', ink: 1 },
    { type: 'shape', d: 'M-9 0C-9 -16 9 -16 9 0Z', fill: color, tag: 'cloth', ink: 1 },
    { type: 'shape', d: 'M-9 -3H9V-6H-9Z', fill: '#2a2024', tag: 'cloth', ink: 0 },
  ];
}
