import { languages, type Lang, type Words } from '../../types.ts';
import type { Feeling } from '../kit/face.ts';
import type { LookId } from '../looks/index.ts';
import type { LightKind } from '../stage.ts';
import { actionOf, type Recipe } from './compose.ts';
import { capital } from './grammar.ts';
import { singular } from './actions/hands.ts';
import { nouns } from './nouns.ts';
import { placePhrase, places } from './places.ts';
import { feelingWords, subjectPhrase, subjectWords } from './subjects.ts';
import { creatureClause, mirrorWho, twistOf } from './twists.ts';
import { sceneFamily } from './scene-family.ts';

/** The idea of a recipe, as one sentence in every language ("a girl fishes a star out of a teacup…"). */
export function ideaWords(r: Recipe): Words {
  const action = actionOf(r.action);
  const [twistId, variant = ''] = r.twist === null ? [] : r.twist.split(':');
  const twist = twistId === undefined ? null : twistOf(twistId);
  const entries = languages.map((lang) => {
    const subject = subjectPhrase(r.who, r.feeling, lang);
    const size = twist?.size?.(lang);
    const vp = action.say(lang, r.object, r.second);
    const place =
      action.ownPlace === true ? '' : placePhrase(r.place, lang, twist?.sunken === true);
    const clause =
      twist === null
        ? null
        : twist.id === 'shadow' || twist.id === 'mirror'
          ? creatureClause(twist.id, variant, lang, mirrorWho(variant, r.who))
          : (twist.clause?.(lang, variant) ?? null);
    return [lang, sentence(lang, subject, size, vp, place, clause)] as const;
  });
  return Object.fromEntries(entries) as Record<Lang, string>;
}

function sentence(
  lang: Lang,
  subject: string,
  size: string | undefined,
  vp: string,
  place: string,
  clause: string | null,
): string {
  // A situation that says its own place has none here (`Action.ownPlace`).
  const bare = place === '';
  switch (lang) {
    case 'ja':
      // Place first, then who, then what they do; the twist as a second sentence.
      return `${bare ? '' : `${place}で、`}${size ?? ''}${subject}が${vp}。${clause === null ? '' : `${clause}。`}`;
    case 'fi':
      // Place first reads naturally and keeps the place from attaching to the object.
      return `${bare ? '' : `${place} `}${size === undefined ? '' : `${size} `}${subject} ${vp}${clause === null ? '' : `, ${clause}`}`;
    case 'ru':
      return `${bare ? '' : `${place} `}${subject}${size === undefined ? '' : ` ${size}`} ${vp}${clause === null ? '' : `, ${clause}`}`;
    case 'pt':
      return `${bare ? '' : `${place}, `}${subject}${size === undefined ? '' : ` ${size}`} ${vp}${clause === null ? '' : `, ${clause}`}`;
    case 'en':
      return `${subject}${size === undefined ? '' : ` ${size}`} ${vp}${bare ? '' : ` ${place}`}${clause === null ? '' : `, ${clause}`}`;
  }
}

const lookWords: Record<LookId, Words> = {
  gouache: {
    en: 'Painted in gouache.',
    ja: 'ガッシュで描かれた絵。',
    ru: 'Рисунок гуашью.',
    pt: 'Pintura a guache.',
    fi: 'Guassimaalaus.',
  },
  ink: {
    en: 'Ink drawing with watercolour washes.',
    ja: 'ペン画に水彩の淡彩。',
    ru: 'Рисунок тушью с акварельной размывкой.',
    pt: 'Desenho a tinta com aguadas de aquarela.',
    fi: 'Mustepiirros vesivärilaveerauksin.',
  },
  woodcut: {
    en: 'A woodcut print in two inks.',
    ja: '二色刷りの木版画。',
    ru: 'Гравюра на дереве в две краски.',
    pt: 'Xilogravura em duas cores.',
    fi: 'Kaksivärinen puupiirros.',
  },
  collage: {
    en: 'A collage of cut and torn paper.',
    ja: '切り紙とちぎり紙のコラージュ。',
    ru: 'Коллаж из резаной и рваной бумаги.',
    pt: 'Colagem de papel cortado e rasgado.',
    fi: 'Kollaasi leikatusta ja revitystä paperista.',
  },
  pastel: {
    en: 'Soft pastel on toned paper.',
    ja: '色紙に描いたソフトパステル画。',
    ru: 'Пастель на тонированной бумаге.',
    pt: 'Pastel seco sobre papel colorido.',
    fi: 'Pastelliliitu sävytetylle paperille.',
  },
  silhouette: {
    en: 'Silhouettes against the light.',
    ja: '光を背にしたシルエット。',
    ru: 'Силуэты на фоне света.',
    pt: 'Silhuetas contra a luz.',
    fi: 'Siluetteja valoa vasten.',
  },
};

const lightWords: Record<LightKind, Words> = {
  lamp: {
    en: 'A lamp gives the only warm light.',
    ja: 'ランプのあたたかい光だけが灯っている。',
    ru: 'Тёплый свет идёт только от лампы.',
    pt: 'Só uma lâmpada dá luz quente.',
    fi: 'Ainoa lämmin valo tulee lampusta.',
  },
  window: {
    en: 'Light comes in through a window.',
    ja: '窓から光が差し込んでいる。',
    ru: 'Свет падает из окна.',
    pt: 'A luz entra por uma janela.',
    fi: 'Valo tulee sisään ikkunasta.',
  },
  moon: {
    en: 'Moonlight falls on everything.',
    ja: '月の光がすべてを照らしている。',
    ru: 'Всё залито лунным светом.',
    pt: 'O luar cai sobre tudo.',
    fi: 'Kuunvalo lankeaa kaiken ylle.',
  },
  sun: {
    en: 'The sun is out.',
    ja: '日が照っている。',
    ru: 'Светит солнце.',
    pt: 'O sol brilha.',
    fi: 'Aurinko paistaa.',
  },
  lantern: {
    en: 'The lantern is the only light in the dark.',
    ja: '暗闇の中、灯りはランタンだけ。',
    ru: 'Фонарь — единственный свет в темноте.',
    pt: 'A lanterna é a única luz no escuro.',
    fi: 'Lyhty on ainoa valo pimeässä.',
  },
  candle: {
    en: 'A small flame is the only light.',
    ja: '小さな炎だけが明かりだ。',
    ru: 'Единственный свет — маленький огонёк.',
    pt: 'Uma pequena chama é a única luz.',
    fi: 'Ainoa valo on pieni liekki.',
  },
  fire: {
    en: 'Firelight flickers.',
    ja: '火の明かりが揺らめいている。',
    ru: 'Мерцает огонь очага.',
    pt: 'A luz do fogo tremeluz.',
    fi: 'Tulen valo lepattaa.',
  },
  glow: {
    en: 'The light comes from the magic itself.',
    ja: '光は不思議なものそのものから放たれている。',
    ru: 'Свет исходит от самого чуда.',
    pt: 'A luz vem da própria magia.',
    fi: 'Valo hehkuu itse taikuudesta.',
  },
  spot: {
    en: 'A spotlight shines down from above.',
    ja: 'スポットライトが上から照らしている。',
    ru: 'Сверху светит прожектор.',
    pt: 'Um holofote ilumina de cima.',
    fi: 'Kohdevalo loistaa ylhäältä.',
  },
  sky: {
    en: 'Light falls from the surface far above.',
    ja: 'はるか上の水面から光が差している。',
    ru: 'Свет падает с далёкой поверхности.',
    pt: 'A luz desce da superfície, lá no alto.',
    fi: 'Valo siivilöityy kaukaa pinnasta.',
  },
};

/** Alt text: the idea, then how it is drawn and where its light comes from. */
export function altWords(r: Recipe, idea: Words, lightKind: LightKind): Words {
  const entries = languages.map((lang) => {
    const first = capital(idea[lang]);
    const end = lang === 'ja' ? '' : '.';
    const gap = lang === 'ja' ? '' : ' ';
    return [
      lang,
      `${first}${first.endsWith('。') ? '' : end}${gap}${lookWords[r.look as LookId][lang]}${gap}${lightWords[lightKind][lang]}`,
    ] as const;
  });
  return Object.fromEntries(entries) as Record<Lang, string>;
}

/** Object names in the words the bots know (a compound becomes two words). */
const objectWords: Record<string, string> = {
  fishbowl: 'fish bowl',
  'bowl of soup': 'soup bowl',
  'hole in the floor': 'hole',
};

/** Twists that make the picture about something else. */
const moods: Record<Feeling, string> = {
  joy: 'joyful',
  fear: 'ominous',
  longing: 'wistful',
  mischief: 'playful',
  surprise: 'startling',
  grief: 'mournful',
  wonder: 'wondrous',
  calm: 'serene',
  sleep: 'dreamy',
  resolve: 'brave',
};

export interface TaleMeta {
  readonly idea: string;
  readonly family: string;
  readonly style: string;
  readonly concepts: readonly string[];
  readonly mood: string;
  readonly alt: Words;
  readonly objects: readonly { readonly name: string; readonly weight: number }[];
  readonly setting: string;
}

/** Everything the metadata says about a recipe (bots read `idea` and `concepts`). */
export function describeRecipe(r: Recipe, lightKind: LightKind): TaleMeta {
  const action = actionOf(r.action);
  const idea = ideaWords(r);
  const [twistId, variant = ''] = r.twist === null ? [] : r.twist.split(':');
  const twist = twistId === undefined ? null : twistOf(twistId);
  const obj = nouns[r.object];
  const second =
    r.second !== null && r.second in nouns ? nouns[r.second as keyof typeof nouns] : null;
  const place = places[r.place];
  if (!place) throw new Error(`no place ${r.place}`);
  // Most telling first: the action and its object, the twist, the feeling, the place, the subject.
  const concepts = dedupe([
    ...action.concepts.slice(0, 3),
    ...obj.concepts,
    ...(second ? second.concepts.slice(0, 2) : []),
    ...(twist ? twist.concepts(variant) : []),
    ...feelingWords[r.feeling].concepts,
    ...place.concepts.slice(0, 1),
    ...subjectWords[r.who].concepts.slice(0, 1),
    ...action.concepts.slice(3),
  ]).slice(0, 15);
  // Objects name things, one of each: "teacup" rather than "teacups".
  const thing = (n: string): string => objectWords[n] ?? n;
  const objects = dedupe([
    thing(nouns[singular(r.object)].en),
    subjectWords[r.who].noun,
    ...(second ? [thing(second.en)] : []),
    ...(twist ? twist.things(variant) : []),
  ]).map((name, i) => ({ name, weight: i === 0 ? 1 : i === 1 ? 0.8 : 0.6 }));
  return {
    idea: idea.en,
    family: sceneFamily(r, action.family(r.object, r.second)),
    style: r.look,
    concepts,
    mood: moods[r.feeling],
    alt: altWords(r, idea, lightKind),
    objects,
    setting: place.noun,
  };
}

function dedupe(words: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const w of words) {
    const k = w.toLowerCase();
    if (seen.has(k)) continue;
    seen.add(k);
    out.push(w);
  }
  return out;
}
