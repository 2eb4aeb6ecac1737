import type { Type } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/*
 * The wire contract of /ws: every message the server pushes is JSON `{ type, ...payload }`,
 * documented by one class per type (schemas `ServerEvent*` of the OpenAPI document, which the
 * frontend's generated types carry). The context that owns an event's data declares its class and
 * its RealtimeEvent; the platform declares only its own `connected`.
 */

/** A message of /ws as its class documents it. */
export type ServerEventMessage = { type: string };

/** What an event sends besides its type. */
export type Payload<E extends ServerEventMessage> = Omit<E, 'type'>;

/**
 * Reads the rows the references name and builds their events, in the same order; null for a
 * row that is gone. One call takes every pending reference of its type (one query, not one each).
 */
export type RealtimeLoader<Ref extends object, E extends ServerEventMessage> = (refs: Ref[]) => Promise<(Payload<E> | null)[]>;

/**
 * One type of event pushed over /ws. The bus knows it by its wire name and its class only; Ref
 * (what a publish carries between instances: ids only) and E (the message's class) type the
 * publishes and the loader of the event without the platform knowing either.
 */
export class RealtimeEvent<Ref extends object, E extends ServerEventMessage> {
  /** For the compiler only: ties publishes and the loader to this event's Ref and E. */
  declare readonly carries?: { ref: Ref; message: E };

  constructor(
    readonly type: E['type'],
    readonly schema: Type<E>,
  ) {}
}

export class ServerEventConnected {
  @ApiProperty({ enum: ['connected'] }) type: 'connected';
  @ApiProperty({ format: 'uuid', description: 'Sent once the socket is authenticated' }) userId: string;
  @ApiPropertyOptional({
    description:
      "Answers ?since= (milliseconds since the epoch, the page state's drawnAt): false when the server is sure no event for the user was published since then, so data read at that time is current; true when one was, or it cannot tell. Absent without ?since=.",
  })
  missedSince?: boolean;
}

/** Answers one socket's handshake on its own instance; never published. */
export const CONNECTED = new RealtimeEvent<never, ServerEventConnected>('connected', ServerEventConnected);
