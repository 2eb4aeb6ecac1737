import { render } from '@testing-library/react';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { DRAWN_AT_ONCE, DrawnInTurn } from './DrawnInTurn';

type Item = { id: string };

const listOf = (prefix: string, count: number): Item[] => Array.from({ length: count }, (_, index) => ({ id: `${prefix}${index + 1}` }));

/** Renders lists one after another and records the items on screen after every commit React makes. */
function recordCommits(lists: { items: Item[]; readFrom: object }[]): string[][] {
  const commits: string[][] = [];
  const container = document.body.appendChild(document.createElement('div'));
  const list = ({ items, readFrom }: { items: Item[]; readFrom: object }) => (
    <Profiler id="list" onRender={() => commits.push([...container.querySelectorAll('li')].map((item) => item.textContent ?? ''))}>
      <ul>
        <DrawnInTurn items={items} readFrom={readFrom} keyOf={(item) => item.id}>
          {(item) => <li>{item.id}</li>}
        </DrawnInTurn>
      </ul>
    </Profiler>
  );
  const [first, ...next] = lists;
  const { rerender } = render(list(first), { container });
  for (const later of next) rerender(list(later));
  return commits;
}

describe('DrawnInTurn', () => {
  it('draws the first items at once and the rest in a commit of its own, in order', () => {
    const items = listOf('a', 10);
    const commits = recordCommits([{ items, readFrom: {} }]);
    expect(commits[0]).toEqual(items.slice(0, DRAWN_AT_ONCE).map((item) => item.id));
    expect(commits.at(-1)).toEqual(items.map((item) => item.id));
  });

  it('never shows a card of the list it replaces below the new one', () => {
    const before = listOf('a', 10);
    const after = listOf('b', 10);
    const commits = recordCommits([
      { items: before, readFrom: {} },
      { items: after, readFrom: {} },
    ]);
    const fromTheNewList = commits.filter((shown) => shown.some((id) => id.startsWith('b')));
    expect(fromTheNewList[0]).toEqual(after.slice(0, DRAWN_AT_ONCE).map((item) => item.id));
    for (const shown of fromTheNewList) expect(shown.filter((id) => id.startsWith('a'))).toEqual([]);
    expect(commits.at(-1)).toEqual(after.map((item) => item.id));
  });

  it('keeps the items already drawn when more pages of the same list arrive', () => {
    const page = {};
    const firstPages = listOf('a', 10);
    const morePages = listOf('a', 15);
    const commits = recordCommits([
      { items: firstPages, readFrom: page },
      { items: morePages, readFrom: page },
    ]);
    const afterAllDrawn = commits.slice(commits.findIndex((shown) => shown.length === 10));
    for (const shown of afterAllDrawn) expect(shown.length).toBeGreaterThanOrEqual(10);
    expect(commits.at(-1)).toEqual(morePages.map((item) => item.id));
  });

  it('draws a short list at once', () => {
    const items = listOf('a', DRAWN_AT_ONCE);
    expect(recordCommits([{ items, readFrom: {} }])).toEqual([items.map((item) => item.id)]);
  });
});
