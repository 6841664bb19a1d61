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

export const places: Record<string, Place> = {
  bedroom: {
    en: 'in a bedroom',
    ja: '寝室',
    ru: 'в спальне',
    pt: 'num quarto',
    fi: 'makuuhuoneessa',
    noun: 'bedroom',
    concepts: ['bedtime', 'home'],
    room: { en: 'bedroom', ja: '寝室' },
  },
  kitchen: {
    en: 'in a kitchen',
    ja: '台所',
    ru: 'на кухне',
    pt: 'numa cozinha',
    fi: 'keittiössä',
    noun: 'kitchen',
    concepts: ['home', 'family'],
    room: { en: 'kitchen', ja: '台所' },
  },
  attic: {
    en: 'in an attic',
    ja: '屋根裏部屋',
    ru: 'на чердаке',
    pt: 'num sótão',
    fi: 'ullakolla',
    noun: 'attic',
    concepts: ['memories', 'the past'],
    room: { en: 'attic', ja: '屋根裏部屋' },
  },
  library: {
    en: 'in a library',
    ja: '図書館',
    ru: 'в библиотеке',
    pt: 'numa biblioteca',
    fi: 'kirjastossa',
    noun: 'library',
    concepts: ['books', 'silence'],
    room: { en: 'library', ja: '図書館' },
  },
  stairwell: {
    en: 'on a staircase',
    ja: '階段',
    ru: 'на лестнице',
    pt: 'numa escadaria',
    fi: 'portaikossa',
    noun: 'staircase',
    concepts: ['ascent', 'between floors'],
    room: { en: 'stairwell', ja: '階段室' },
  },
  theatre: {
    en: 'on a theatre stage',
    ja: '劇場の舞台',
    ru: 'на сцене театра',
    pt: 'no palco de um teatro',
    fi: 'teatterin näyttämöllä',
    noun: 'theatre',
    concepts: ['performance', 'audience'],
  },
  train: {
    en: 'in a train carriage',
    ja: '列車の客車',
    ru: 'в вагоне поезда',
    pt: 'num vagão de trem',
    fi: 'junanvaunussa',
    noun: 'train',
    concepts: ['journey', 'departure'],
    room: { en: 'train carriage', ja: '客車' },
  },
  meadow: {
    en: 'in a meadow',
    ja: '草原',
    ru: 'на лугу',
    pt: 'num prado',
    fi: 'niityllä',
    noun: 'meadow',
    concepts: ['summer', 'open air'],
  },
  shore: {
    en: 'on the shore',
    ja: '海辺',
    ru: 'на берегу моря',
    pt: 'à beira-mar',
    fi: 'rannalla',
    noun: 'shore',
    concepts: ['sea', 'horizon'],
  },
  rooftop: {
    en: 'on a rooftop',
    ja: '屋根の上',
    ru: 'на крыше',
    pt: 'num telhado',
    fi: 'katolla',
    noun: 'rooftop',
    concepts: ['city', 'night sky'],
  },
  forest: {
    en: 'in a forest',
    ja: '森の中',
    ru: 'в лесу',
    pt: 'numa floresta',
    fi: 'metsässä',
    noun: 'forest',
    concepts: ['wilderness', 'fairy tale'],
  },
  street: {
    en: 'in a street',
    ja: '通り',
    ru: 'на улице',
    pt: 'numa rua',
    fi: 'kadulla',
    noun: 'street',
    concepts: ['town', 'neighbours'],
  },
  snowfield: {
    en: 'in the snow',
    ja: '雪原',
    ru: 'в снегах',
    pt: 'na neve',
    fi: 'lumessa',
    noun: 'snow',
    concepts: ['winter', 'cold'],
  },
  underwater: {
    en: 'at the bottom of the sea',
    ja: '海の底',
    ru: 'на дне моря',
    pt: 'no fundo do mar',
    fi: 'meren pohjassa',
    noun: 'sea',
    concepts: ['depth', 'underwater'],
  },
  clouds: {
    en: 'above the clouds',
    ja: '雲の上',
    ru: 'над облаками',
    pt: 'acima das nuvens',
    fi: 'pilvien yläpuolella',
    noun: 'sky',
    concepts: ['heaven', 'height'],
  },
};

/** The place phrase of a setting; `sunken` puts a room at the bottom of the sea. */
export function placePhrase(setting: string, lang: Lang, sunken = false): string {
  const p = places[setting];
  if (!p) throw new Error(`no words for setting ${setting}`);
  if (!sunken || !p.room) return p[lang];
  switch (lang) {
    case 'en':
      return `in a ${p.room.en} at the bottom of the sea`;
    case 'ja':
      return `海の底の${p.room.ja}`;
    case 'ru':
      return `${p.ru} на дне моря`;
    case 'pt':
      return `${p.pt} no fundo do mar`;
    case 'fi':
      return `meren pohjassa ${p.fi.endsWith('lla') || p.fi.endsWith('llä') ? 'olevalla' : 'olevassa'} ${p.fi}`;
  }
}
