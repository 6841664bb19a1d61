/** One generated candidate as recorded in generated/candidates/index.json. */
export interface Candidate {
  readonly template: string;
  readonly seed: number;
  readonly palette: string;
  /** Perceptual hash (see src/raster.ts). */
  readonly hash: string;
}
