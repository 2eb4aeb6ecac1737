import { useEffect, useRef } from 'react';
import type { components } from '../api/schema';
import { pageDataReadAt } from './page-data';

type Schemas = components['schemas'];

/** Every message the server pushes over /ws, by its `type` (backend: each context's application/server-events.ts, and the platform's admin-queue-events.ts). */
export type ServerEvent =
  | Schemas['ServerEventConnected']
  | Schemas['ServerEventNotification']
  | Schemas['ServerEventNewMessage']
  | Schemas['ServerEventMessageRead']
  | Schemas['ServerEventMessageRemoved']
  | Schemas['ServerEventContractChanged']
  | Schemas['ServerEventApplicationChanged']
  | Schemas['ServerEventInvitationChanged']
  | Schemas['ServerEventOfferChanged']
  | Schemas['ServerEventMilestoneChanged']
  | Schemas['ServerEventAdminQueueChanged']
  | Schemas['ServerEventAdminPersonChanged'];

/** `reconnected`: a `connected` event after an earlier connection of this tab, so pushes may have been missed meanwhile. */
export type ServerEventContext = { reconnected: boolean };

type Listener = (event: ServerEvent, context: ServerEventContext) => void;

/** Spec section 4: the connection is reopened 3 seconds after it closes. */
export const RECONNECT_DELAY_MS = 3000;
/**
 * The server's close code for a socket without a signed-in session, or whose session ended
 * (signed out here or elsewhere, expired): reopening would only be refused again, so the socket
 * stays closed until a component subscribes anew (after signing in).
 */
export const CLOSE_NOT_SIGNED_IN = 4401;

const listeners = new Set<Listener>();
const sessionEndedListeners = new Set<(closeReason: string) => void>();
let socket: WebSocket | null = null;
let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
let connectedBefore = false;

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  // The tab's first connection asks whether an event for the user may have been published since the
  // page's data was read; its `connected` event answers (`missedSince`).
  const readAt = pageDataReadAt();
  const since = connectedBefore || readAt === undefined ? '' : `?since=${readAt}`;
  return `${scheme}://${window.location.host}/ws${since}`;
}

function open(): void {
  const current = new WebSocket(socketUrl());
  socket = current;
  current.addEventListener('message', (message) => {
    let event: ServerEvent;
    try {
      event = JSON.parse(String(message.data)) as ServerEvent;
    } catch {
      return;
    }
    const context = { reconnected: event.type === 'connected' && connectedBefore };
    if (event.type === 'connected') connectedBefore = true;
    for (const listener of listeners) listener(event, context);
  });
  current.addEventListener('close', (closing) => {
    if (socket !== current) return;
    socket = null;
    if (closing.code === CLOSE_NOT_SIGNED_IN) {
      for (const listener of sessionEndedListeners) listener(closing.reason);
      return;
    }
    if (listeners.size === 0) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      open();
    }, RECONNECT_DELAY_MS);
  });
}

/** One socket per tab, shared by every subscriber; opened with the first, closed with the last. */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (!socket && reconnectTimer === undefined) open();
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
    const closing = socket;
    socket = null;
    closing?.close();
  };
}

/**
 * Opens the socket again after a 4401 close when the tab is still signed in: its session was
 * replaced by a new one (turning two-factor sign-in on gives the session a new id), not ended.
 */
export function reopenForNewSession(): void {
  if (!socket && reconnectTimer === undefined && listeners.size > 0) open();
}

/** Calls `onEvent` for each server event while the component is mounted. */
export function useServerEvents(onEvent: Listener): void {
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  });
  useEffect(() => subscribe((event, context) => latest.current(event, context)), []);
}

/**
 * Calls `onEnded` when the server closes this tab's socket because its session ended elsewhere
 * (signed out from another device, the password changed, the account suspended), so the screen
 * can leave at once instead of at its next call. It gets the close's reason text
 * (`Session ended: <reason>` when the server knows why).
 */
export function useSessionEnded(onEnded: (closeReason: string) => void): void {
  const latest = useRef(onEnded);
  useEffect(() => {
    latest.current = onEnded;
  });
  useEffect(() => {
    const listener = (closeReason: string) => latest.current(closeReason);
    sessionEndedListeners.add(listener);
    return () => {
      sessionEndedListeners.delete(listener);
    };
  }, []);
}
