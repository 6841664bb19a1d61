import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations under the stage lights (`set-stage-lights.ts` in packages/deck). */
export const stageLightsSceneClues: readonly SceneClues[] = [
  {
    // A performer alone in a cone of light on the boards, and the stalls before it filled with
    // the performer as a child, the same clothes and hair, every one gazing up.
    shows: /\bfull house in which every seat holds a younger self\b/,
    clues: [
      'the show must go on',
      'who am I really?',
      'butterflies in the stomach',
      'make your eight-year-old proud|八歳の自分が誇れるように|чтобы тобой гордился ты восьмилетний|deixa orgulhoso o miúdo de oito anos|tee kahdeksanvuotiaasta itsestäsi ylpeä|f|dreams promise past kid proud hopes',
      'did you become what you dreamed of?|夢見たものになれたか|ты стал тем, кем мечтал?|tornaste-te naquilo com que sonhavas?|tuliko sinusta se, mistä haaveilit?|a|dreams ambition past regret becoming hopes',
      'break a leg|幸運を祈る|ни пуха ни пера|boa sorte na estreia|onnea matkaan|f|luck wish nerves opening night',
    ],
  },
  {
    // A reader in the library holds a big book open before the chest, and on its two pages two
    // great eyes have opened where the print should be, turned up at the reader's face.
    shows: /\bwhose pages look back with two open eyes\b/,
    clues: [
      'don’t blink',
      'staring contest|にらめっこ|игра в гляделки|concurso de olhares|tuijotuskilpailu|f|stare duel blink gaze challenge',
      'it knows what you did|お前のしたことを知っている|оно знает, что ты сделал|ele sabe o que fizeste|se tietää, mitä teit|f|guilt secret known exposed conscience',
      'nowhere to hide',
      'the tables have turned',
      'a guilty conscience|やましい良心|нечистая совесть|consciência pesada|huono omatunto|a|guilt shame secret known remorse',
      'who’s studying whom?|どっちが観察されているの？|кто кого изучает?|quem estuda quem?|kuka tutkii ketä?|a|observer observed reversal scrutiny',
    ],
  },
  {
    // On a town roof, a climber roped up like a mountaineer, rucksack on the back, stands on a
    // chimney's cap and drives a little pennant's pole into it, the rope trailing down the bricks.
    shows: /\bplants a flag on top of a chimney, roped up like a mountaineer\b/,
    clues: [
      'one small step',
      'the sky is the limit',
      'because it’s there|そこにそれがあるから|потому что она есть|porque está lá|koska se on siellä|f|climb why reason challenge dare mallory',
      'king of the castle|お山の大将|царь горы|rei do castelo|kukkulan kuningas|f|height pride game win child',
      'every molehill is a mountain|どんな小山も大きな山|каждая кочка — гора|cada montículo é uma montanha|jokainen myyränkeko on vuori|a|small big scale perspective effort',
    ],
  },
];
