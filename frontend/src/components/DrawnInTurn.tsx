import { Fragment, useDeferredValue } from 'react';
import type { Key, ReactNode } from 'react';

/** The items a list draws with the tap that shows it: a phone's screenful and more (decision 0082). */
export const DRAWN_AT_ONCE = 6;

const NONE: readonly never[] = [];

const listNumbers = new WeakMap<object, number>();
let listsSeen = 0;

/** A number for each list a DrawnInTurn is given (by what it was read from), as its rest's key. */
function listNumberOf(readFrom: object | undefined): number {
  if (readFrom === undefined) return 0;
  let number = listNumbers.get(readFrom);
  if (number === undefined) {
    listsSeen += 1;
    number = listsSeen;
    listNumbers.set(readFrom, number);
  }
  return number;
}

export type DrawnInTurnProps<Item> = {
  items: readonly Item[];
  /**
   * What the items were read from (a query's first page): a new one is a new list, whose rest is
   * drawn afresh, while more pages or a redraw of the same list keep the rest already drawn.
   */
  readFrom: object | undefined;
  keyOf: (item: Item) => Key;
  children: (item: Item) => ReactNode;
};

/**
 * A list of results whose first items are drawn with the tap that asked for them and the rest just
 * after, in a transition React interrupts for the next tap or keystroke: on a slow phone a full page
 * of cards took half a second to draw, and nothing of it showed until all of it was drawn. A new
 * list starts its rest afresh, so no card of the list it replaces lingers below the new ones.
 */
export function DrawnInTurn<Item>({ items, readFrom, keyOf, children: render }: DrawnInTurnProps<Item>) {
  const first = items.slice(0, DRAWN_AT_ONCE);
  return (
    <>
      {first.map((item) => (
        <Fragment key={keyOf(item)}>{render(item)}</Fragment>
      ))}
      {items.length > DRAWN_AT_ONCE && (
        <TheRest key={listNumberOf(readFrom)} items={items.slice(DRAWN_AT_ONCE)} keyOf={keyOf} render={render} />
      )}
    </>
  );
}

function TheRest<Item>({
  items,
  keyOf,
  render,
}: {
  items: readonly Item[];
  keyOf: (item: Item) => Key;
  render: (item: Item) => ReactNode;
}) {
  const shown = useDeferredValue(items, NONE);
  return shown.map((item) => <Fragment key={keyOf(item)}>{render(item)}</Fragment>);
}
