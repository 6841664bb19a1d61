/** Why a file or an upload was refused. Stable codes, for the client to translate. */
export type DeckErrorCode =
  | 'not_an_image'
  | 'svg_refused'
  | 'unsupported_format'
  | 'image_unreadable'
  | 'too_large'
  | 'too_many_pixels'
  | 'too_small'
  | 'too_many_cards'
  | 'zip_invalid'
  | 'words_invalid'
  | 'name_invalid'
  | 'no_valid_images'
  | 'upload_too_large'
  | 'not_multipart'
  | 'deck_not_found'
  | 'card_not_found'
  | 'deck_key_wrong'
  | 'rate_limited'
  | 'too_many_uploads'
  | 'upload_too_slow'
  | 'busy';

/** A refusal with a message a person can act on. `status` is the HTTP status when it ends a request. */
export class DeckError extends Error {
  readonly code: DeckErrorCode;
  readonly status: number;

  constructor(code: DeckErrorCode, message: string, status = 400) {
    super(message);
    this.name = 'DeckError';
    this.code = code;
    this.status = status;
  }
}

export function megabytes(bytes: number): string {
  return `${String(Math.round((bytes / 1048576) * 10) / 10)} MB`;
}
