import { Decoder, Encoder, PacketType, type Packet } from 'socket.io-parser';
import { EncodedPush } from '../json/encoded-push.ts';
import { pushJson } from '../json/wire-json.ts';

/**
 * Socket.IO's parser with a faster encoder for our events. The wire format is the stock one
 * (clients keep the default parser); two things change on the way out:
 * - an event's pushes are written by `pushJson`, which reuses the text of a game's history
 *   instead of stringifying it again for every seat; a push that is already text (an
 *   `EncodedPush`, from another process) is written as it is;
 * - the search for binary attachments (a walk over the whole payload per packet) is skipped:
 *   Fabula's events are JSON only, never buffers.
 * Every other packet (connect, disconnect, acks) goes through the stock encoder.
 */
class WireEncoder extends Encoder {
  override encode(packet: Packet): (string | Buffer)[] {
    if (packet.type !== PacketType.EVENT || !Array.isArray(packet.data))
      return super.encode(packet) as (string | Buffer)[];
    const [event, ...args] = packet.data as unknown[];
    let text = String(PacketType.EVENT);
    if (packet.nsp && packet.nsp !== '/') text += `${packet.nsp},`;
    if (packet.id !== undefined) text += String(packet.id);
    text += `[${JSON.stringify(event)}`;
    for (const arg of args) text += `,${arg instanceof EncodedPush ? arg.json : pushJson(arg)}`;
    return [`${text}]`];
  }
}

/** The `parser` option of Socket.IO's Server. */
export const wireParser = { Encoder: WireEncoder, Decoder };
