import type { SceneClues } from '../scenes.ts';

/** Clues for the deck's situations of the stage: music, puppets, magic and performance (`set-stage.ts` in packages/deck). */
export const stageSceneClues: readonly SceneClues[] = [
  {
    // Conducting the sea (a storm) like an orchestra from a little podium, the world rising to the baton.
    shows: /\bconducts (?:the sea|a storm) like an orchestra\b/,
    clues: [
      'call the tune',
      'crescendo',
      'Mother Nature',
      'the sorcerer’s apprentice',
      'master of the elements|自然を操る者|повелитель стихий|senhor dos elementos|luonnonvoimien valtias|f|power nature control command elements',
      'fortissimo!|フォルティッシモ！|фортиссимо!|fortíssimo!|fortissimo!|f|loud music power crescendo climax',
      'the grand finale|グランドフィナーレ|грандиозный финал|o grande final|suuri finaali|f|finale climax performance end spectacular',
    ],
  },
  {
    shows: /\bconducts a storm like an orchestra\b/,
    clues: [
      'thunderous applause|割れんばかりの拍手|гром аплодисментов|uma salva de palmas estrondosa|myrskyisät suosionosoitukset|f|applause ovation loud audience success',
    ],
  },
];
