import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of making and mending what cannot be made or mended (`set-crafts.ts` in packages/deck). */
export const craftsSceneClues: readonly SceneClues[] = [
  {
    // A daisy that came out "loves me not" held up half bald, its plucked petals taped back on
    // one by one, one more pinched in the fingers; the rest lie at its feet by the roll of tape.
    shows: /\btapes the plucked petals back onto a daisy\b/,
    clues: [
      'wishful thinking',
      'never give up',
      'cheating fate|運命をごまかす|обмануть судьбу|enganar o destino|huijata kohtaloa|f|fate trick cheat outcome refuse change result',
      'not the ending I wanted|望んだ結末じゃない|не такого конца я ждал|não era este o final que eu queria|en halunnut tällaista loppua|a|disappointment ending wish refuse result outcome',
      'undo what’s been done|起きたことをなかったことに|повернуть всё вспять|desfazer o que foi feito|tehdä tehty tekemättömäksi|a|undo reverse regret past repair restore',
    ],
  },
];
