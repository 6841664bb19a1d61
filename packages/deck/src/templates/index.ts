import type { Template } from '../template.ts';
import { balloonVoyage } from './balloon-voyage.ts';
import { birdSpiral } from './bird-spiral.ts';
import { bookWorld } from './book-world.ts';
import { bottleWorld } from './bottle-world.ts';
import { chairInSea } from './chair-in-sea.ts';
import { clockTower } from './clock-tower.ts';
import { doorToSky } from './door-to-sky.ts';
import { fallingStars } from './falling-stars.ts';
import { floatingIsland } from './floating-island.ts';
import { hourglassTree } from './hourglass-tree.ts';
import { jellyfishTown } from './jellyfish-town.ts';
import { keyholeCliff } from './keyhole-cliff.ts';
import { lanternBoat } from './lantern-boat.ts';
import { lighthouse } from './lighthouse.ts';
import { moonCage } from './moon-cage.ts';
import { moonFisher } from './moon-fisher.ts';
import { moonLadder } from './moon-ladder.ts';
import { objectMoon } from './object-moon.ts';
import { planetRise } from './planet-rise.ts';
import { rooftopCat } from './rooftop-cat.ts';
import { skyFish } from './sky-fish.ts';
import { skyLanterns } from './sky-lanterns.ts';
import { skyTrain } from './sky-train.ts';
import { skyWhale } from './sky-whale.ts';
import { stairsToSky } from './stairs-to-sky.ts';
import { teapotCastle } from './teapot-castle.ts';
import { treeVillage } from './tree-village.ts';
import { turtleIsland } from './turtle-island.ts';

/** Every scene template, in a fixed order (candidate generation walks this list). */
export const templates: readonly Template[] = [
  objectMoon,
  doorToSky,
  stairsToSky,
  teapotCastle,
  hourglassTree,
  birdSpiral,
  skyWhale,
  lighthouse,
  lanternBoat,
  floatingIsland,
  skyLanterns,
  treeVillage,
  balloonVoyage,
  keyholeCliff,
  clockTower,
  fallingStars,
  skyFish,
  bottleWorld,
  moonCage,
  moonLadder,
  moonFisher,
  rooftopCat,
  jellyfishTown,
  bookWorld,
  turtleIsland,
  chairInSea,
  planetRise,
  skyTrain,
];

export function templateById(id: string): Template {
  const template = templates.find((t) => t.id === id);
  if (!template) throw new Error(`unknown template ${id}`);
  return template;
}
