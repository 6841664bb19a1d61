/**
 * A push already written as its JSON text (`pushJson`). The Socket.IO encoder (wire-parser.ts)
 * writes the text as it is, so a push that travelled from another process as text reaches the
 * sockets here without being parsed into objects and written again.
 */
export class EncodedPush {
  readonly json: string;

  constructor(json: string) {
    this.json = json;
  }
}
