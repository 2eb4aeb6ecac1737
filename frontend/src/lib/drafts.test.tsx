import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DraftOwner, useDraft } from './drafts';

const EMPTY = { content: '' };

function ownedBy(userId: string | null) {
  return ({ children }: { children: ReactNode }) => (userId === null ? children : <DraftOwner userId={userId}>{children}</DraftOwner>);
}

afterEach(() => window.localStorage.clear());

describe('useDraft', () => {
  it('keeps what is typed per user and target, and gives it back when the form mounts again', () => {
    const typing = renderHook(() => useDraft('conversation:bob', EMPTY), { wrapper: ownedBy('ana') });
    expect(typing.result.current).toMatchObject({ initial: EMPTY, restored: false });
    act(() => typing.result.current.save({ content: 'Hello Bob, about the' }));
    typing.unmount();

    const back = renderHook(() => useDraft('conversation:bob', EMPTY), { wrapper: ownedBy('ana') });
    expect(back.result.current).toMatchObject({ initial: { content: 'Hello Bob, about the' }, restored: true });
    const otherTarget = renderHook(() => useDraft('conversation:cleo', EMPTY), { wrapper: ownedBy('ana') });
    expect(otherTarget.result.current.restored).toBe(false);
  });

  it('shows nothing of one user to another on the same browser, and keeps nothing without a signed-in user', () => {
    const ana = renderHook(() => useDraft('cover-letter:job-1', EMPTY), { wrapper: ownedBy('ana') });
    act(() => ana.result.current.save({ content: 'Dear client' }));

    const bob = renderHook(() => useDraft('cover-letter:job-1', EMPTY), { wrapper: ownedBy('bob') });
    expect(bob.result.current).toMatchObject({ initial: EMPTY, restored: false });
    const nobody = renderHook(() => useDraft('cover-letter:job-1', EMPTY), { wrapper: ownedBy(null) });
    expect(nobody.result.current.restored).toBe(false);
    act(() => nobody.result.current.save({ content: 'typed signed out' }));
    expect(Object.keys(window.localStorage)).toEqual(['verifiedwork.draft:ana:cover-letter:job-1']);
  });

  it('forgets the draft once cleared (sent, submitted, discarded) or emptied', () => {
    const first = renderHook(() => useDraft('post:new', EMPTY), { wrapper: ownedBy('ana') });
    act(() => first.result.current.save({ content: 'A job' }));
    act(() => first.result.current.clear());
    expect(window.localStorage.length).toBe(0);
    act(() => first.result.current.save({ content: 'Another' }));
    act(() => first.result.current.save(EMPTY));
    expect(window.localStorage.length).toBe(0);
  });
});
