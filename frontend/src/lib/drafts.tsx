import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

/** Drafts are kept under `verifiedwork.draft:<user id>:<target>` in localStorage. */
const PREFIX = 'verifiedwork.draft';

const DraftOwnerContext = createContext<string | null>(null);

/**
 * Whose drafts the forms below keep: the signed-in user (the app's frame says). Without an owner
 * nothing is kept, so nothing one person typed is ever shown to another on the same browser.
 */
export function DraftOwner({ userId, children }: { userId: string; children: ReactNode }) {
  return <DraftOwnerContext.Provider value={userId}>{children}</DraftOwnerContext.Provider>;
}

function storageKey(owner: string, target: string): string {
  return `${PREFIX}:${owner}:${target}`;
}

function read<T>(key: string): T | undefined {
  try {
    const stored = window.localStorage.getItem(key);
    return stored === null ? undefined : (JSON.parse(stored) as T);
  } catch {
    // Storage refused (private mode, quota) or a value that is not ours: no draft.
    return undefined;
  }
}

function write(key: string, value: unknown, empty: unknown): void {
  try {
    const json = JSON.stringify(value);
    if (json === JSON.stringify(empty)) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, json);
  } catch {
    // A draft that cannot be kept is only not kept.
  }
}

/** Forgets every draft the user kept in this browser (their account was deleted). */
export function forgetDrafts(userId: string): void {
  try {
    const prefix = `${PREFIX}:${userId}:`;
    const keys = Array.from({ length: window.localStorage.length }, (_, index) => window.localStorage.key(index));
    for (const key of keys) if (key?.startsWith(prefix)) window.localStorage.removeItem(key);
  } catch {
    // Nothing kept.
  }
}

export type Draft<T> = {
  /** What was kept for this target when the form mounted, else `empty`. */
  initial: T;
  /** Whether `initial` came from a kept draft. */
  restored: boolean;
  /** Keeps what is typed now; the empty value removes the draft. */
  save: (value: T) => void;
  /** Forgets the draft: after a successful send or submit, or an explicit discard. */
  clear: () => void;
};

/**
 * What a form is typing, kept in this browser per signed-in user and per target (a conversation, a
 * job's cover letter, a post), so a session that ends, a reload or a closed tab loses nothing: the
 * form starts from it when the person comes back, after signing in again too.
 */
export function useDraft<T>(target: string, empty: T): Draft<T> {
  const owner = useContext(DraftOwnerContext);
  const key = owner === null ? null : storageKey(owner, target);
  // Read once per key, when the form mounts on it.
  const [kept] = useState(() => (key === null ? undefined : read<T>(key)));
  const save = useCallback((value: T) => key !== null && write(key, value, empty), [key, empty]);
  const clear = useCallback(() => key !== null && write(key, empty, empty), [key, empty]);
  return useMemo(() => ({ initial: kept ?? empty, restored: kept !== undefined, save, clear }), [kept, empty, save, clear]);
}
