import type { Lang } from '../../types.ts';

interface Place {
  readonly en: string;
  /** Without the particle (で is added by the sentence). */
  readonly ja: string;
  readonly ru: string;
  readonly pt: string;
  readonly fi: string;
  /** The plain English noun for `setting` in the metadata. */
  readonly noun: string;
  readonly concepts: readonly string[];
  /** Rooms that can sink to the sea floor (the flooded twist): the room noun per language. */
  readonly room?: { readonly en: string; readonly ja: string };
}

/**
 * A place's row: its phrase in English, Japanese (without the particle), Russian, Portuguese and
 * Finnish, its plain noun, its concepts, and the room's noun if it can sink.
 */
function place(
  [en, ja, ru, pt, fi]: readonly [string, string, string, string, string],
  noun: string,
  concepts: readonly string[],
  room?: Place['room'],
): Place {
  return { en, ja, ru, pt, fi, noun, concepts, ...(room === undefined ? {} : { room }) };
}

export const places: Record<string, Place> = {
  bedroom: place(
    ['in a bedroom', '寝室', 'в спальне', 'num quarto', 'makuuhuoneessa'],
    'bedroom',
    ['bedtime', 'home'],
    { en: 'bedroom', ja: '寝室' },
  ),
  kitchen: place(
    ['in a kitchen', '台所', 'на кухне', 'numa cozinha', 'keittiössä'],
    'kitchen',
    ['home', 'family'],
    { en: 'kitchen', ja: '台所' },
  ),
  attic: place(
    ['in an attic', '屋根裏部屋', 'на чердаке', 'num sótão', 'ullakolla'],
    'attic',
    ['memories', 'the past'],
    { en: 'attic', ja: '屋根裏部屋' },
  ),
  library: place(
    ['in a library', '図書館', 'в библиотеке', 'numa biblioteca', 'kirjastossa'],
    'library',
    ['books', 'silence'],
    { en: 'library', ja: '図書館' },
  ),
  stairwell: place(
    ['on a staircase', '階段', 'на лестнице', 'numa escadaria', 'portaikossa'],
    'staircase',
    ['ascent', 'between floors'],
    { en: 'stairwell', ja: '階段室' },
  ),
  theatre: place(
    [
      'on a theatre stage',
      '劇場の舞台',
      'на сцене театра',
      'no palco de um teatro',
      'teatterin näyttämöllä',
    ],
    'theatre',
    ['performance', 'audience'],
  ),
  train: place(
    ['in a train carriage', '列車の客車', 'в вагоне поезда', 'num vagão de trem', 'junanvaunussa'],
    'train',
    ['journey', 'departure'],
    { en: 'train carriage', ja: '客車' },
  ),
  meadow: place(['in a meadow', '草原', 'на лугу', 'num prado', 'niityllä'], 'meadow', [
    'summer',
    'open air',
  ]),
  shore: place(['on the shore', '海辺', 'на берегу моря', 'à beira-mar', 'rannalla'], 'shore', [
    'sea',
    'horizon',
  ]),
  rooftop: place(['on a rooftop', '屋根の上', 'на крыше', 'num telhado', 'katolla'], 'rooftop', [
    'city',
    'night sky',
  ]),
  forest: place(['in a forest', '森の中', 'в лесу', 'numa floresta', 'metsässä'], 'forest', [
    'wilderness',
    'fairy tale',
  ]),
  street: place(['in a street', '通り', 'на улице', 'numa rua', 'kadulla'], 'street', [
    'town',
    'neighbours',
  ]),
  desert: place(['in a desert', '砂漠', 'в пустыне', 'num deserto', 'autiomaassa'], 'desert', [
    'thirst',
    'solitude',
    'mirage',
  ]),
  icefield: place(
    ['on an ice field', '氷原', 'на льдине', 'num campo de gelo', 'jääkentällä'],
    'ice',
    ['cold', 'isolation', 'the north'],
  ),
  snowfield: place(['in the snow', '雪原', 'в снегах', 'na neve', 'lumessa'], 'snow', [
    'winter',
    'cold',
  ]),
  underwater: place(
    ['at the bottom of the sea', '海の底', 'на дне моря', 'no fundo do mar', 'meren pohjassa'],
    'sea',
    ['depth', 'underwater'],
  ),
  clouds: place(
    ['above the clouds', '雲の上', 'над облаками', 'acima das nuvens', 'pilvien yläpuolella'],
    'sky',
    ['heaven', 'height'],
  ),
};

/** A room at the bottom of the sea, per language. */
const sunkenPhrase: { readonly [L in Lang]: (p: Place) => string } = {
  en: (p) => `in a ${p.room?.en ?? ''} at the bottom of the sea`,
  ja: (p) => `海の底の${p.room?.ja ?? ''}`,
  ru: (p) => `${p.ru} на дне моря`,
  pt: (p) => `${p.pt} no fundo do mar`,
  fi: (p) =>
    `meren pohjassa ${p.fi.endsWith('lla') || p.fi.endsWith('llä') ? 'olevalla' : 'olevassa'} ${p.fi}`,
};

/** The place phrase of a setting; `sunken` puts a room at the bottom of the sea. */
export function placePhrase(setting: string, lang: Lang, sunken = false): string {
  const p = places[setting];
  if (!p) throw new Error(`no words for setting ${setting}`);
  if (!sunken || !p.room) return p[lang];
  return sunkenPhrase[lang](p);
}
