import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadMore } from '../../src/client/components/ui/load-more.tsx';

/** jsdom has no IntersectionObserver: this one lets the test say when the trigger comes into view. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.observed.push(target);
  }
  disconnect() {
    this.disconnected = true;
  }
}

function scrollIntoView() {
  act(() => {
    for (const observer of FakeObserver.all.filter((item) => !item.disconnected)) {
      const entries = observer.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  });
}

beforeEach(() => {
  FakeObserver.all = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('load more', () => {
  it('asks for the next page when the end of the list comes into view, and not while one is loading', () => {
    const onLoadMore = vi.fn();
    const view = render(<LoadMore hasMore loading={false} onLoadMore={onLoadMore} label="Load more posts" />);
    scrollIntoView();
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    view.rerender(<LoadMore hasMore loading onLoadMore={onLoadMore} label="Load more posts" />);
    scrollIntoView();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeInTheDocument();
  });

  it('offers a button for keyboards, and nothing once the list is complete', async () => {
    const onLoadMore = vi.fn();
    const view = render(<LoadMore hasMore loading={false} onLoadMore={onLoadMore} label="Load more posts" />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more posts' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    view.rerender(<LoadMore hasMore={false} loading={false} onLoadMore={onLoadMore} label="Load more posts" />);
    expect(screen.queryByRole('button', { name: 'Load more posts' })).not.toBeInTheDocument();
    scrollIntoView();
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
