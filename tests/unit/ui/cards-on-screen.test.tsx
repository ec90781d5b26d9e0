import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installIntersectionObserverFake } from '../intersection-observer-fake';

// Which session and meeting cards are on screen, for "Starting now" (docs/behaviour.md#live-alerts).

const view = installIntersectionObserverFake();
const { cardsOnScreen, onCardLeftScreen, useCardOnScreen } =
  await import('@/ui/lists/cards-on-screen');

function Card({ kind, id }: { kind: 'session' | 'meeting'; id: string }) {
  const ref = useCardOnScreen<HTMLElement>(kind, id);
  return <article ref={ref} aria-label={`${kind} ${id}`} />;
}

/** Lets the one notice of a task's leavings go out. */
const leavingsTold = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

describe('cards on screen', () => {
  it('a card counts from mounting until measured out of view; half in view is on screen', () => {
    const { getByRole, unmount } = render(<Card kind="meeting" id="3" />);
    const card = getByRole('article');
    expect(view.isObserved(card)).toBe(true);
    expect([...cardsOnScreen()]).toEqual(['meeting:3']);
    act(() => view.report(card, 0.2));
    expect(cardsOnScreen().size).toBe(0);
    act(() => view.report(card, 0.5));
    expect([...cardsOnScreen()]).toEqual(['meeting:3']);
    unmount();
    expect(cardsOnScreen().size).toBe(0);
    expect(view.isObserved(card)).toBe(false);
  });

  it('an item stays on screen while any of its cards is (the dashboard and View All)', () => {
    const { getAllByRole } = render(
      <>
        <Card kind="session" id="7" />
        <Card kind="session" id="7" />
      </>,
    );
    const [featured, row] = getAllByRole('article');
    act(() => view.report(featured!, 1));
    act(() => view.report(row!, 1));
    act(() => view.report(featured!, 0));
    expect([...cardsOnScreen()]).toEqual(['session:7']);
    act(() => view.report(row!, 0));
    expect(cardsOnScreen().size).toBe(0);
  });

  it('tells of leavings once per task: a card scrolled away, and a list of them unmounted', async () => {
    const left = vi.fn();
    const stop = onCardLeftScreen(left);
    const { getAllByRole, rerender } = render(
      <>
        <Card kind="session" id="1" />
        <Card kind="session" id="2" />
        <Card kind="meeting" id="1" />
      </>,
    );
    const [first] = getAllByRole('article');
    act(() => view.report(first!, 1));
    act(() => view.report(first!, 0));
    await leavingsTold();
    expect(left).toHaveBeenCalledTimes(1);

    rerender(<></>);
    await leavingsTold();
    expect(left).toHaveBeenCalledTimes(2);
    expect(cardsOnScreen().size).toBe(0);
    stop();
  });

  it('a card that shows another item now reports that item', () => {
    const { getByRole, rerender } = render(<Card kind="meeting" id="1" />);
    act(() => view.report(getByRole('article'), 1));
    rerender(<Card kind="meeting" id="2" />);
    expect([...cardsOnScreen()]).toEqual(['meeting:2']);
  });

  it('an item without an id has no card to follow', () => {
    render(<Card kind="meeting" id="" />);
    expect(cardsOnScreen().size).toBe(0);
  });
});

describe('without IntersectionObserver', () => {
  it('no card counts as on screen, so an alert shows as it did before cards were asked', async () => {
    vi.resetModules();
    vi.stubGlobal('IntersectionObserver', undefined);
    const fresh = await import('@/ui/lists/cards-on-screen');
    fresh.watchCard(document.createElement('article'), 'meeting:3');
    expect(fresh.cardsOnScreen().size).toBe(0);
  });
});
