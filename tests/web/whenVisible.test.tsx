import { act, render, screen } from '@testing-library/react';
import { WhenVisible } from '@/components/WhenVisible';

/** A part below the fold (the dashboard's charts) is drawn, and its chunk fetched, only once it comes near the window. */
it('shows the placeholder until its place comes into view, then the part', () => {
  const observers: { callback: IntersectionObserverCallback; disconnected: boolean }[] = [];
  class FakeObserver {
    record = { callback: (() => undefined) as IntersectionObserverCallback, disconnected: false };
    constructor(callback: IntersectionObserverCallback) { this.record.callback = callback; observers.push(this.record); }
    observe() {}
    disconnect() { this.record.disconnected = true; }
  }
  const saved = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  try {
    render(<WhenVisible placeholder={<p>waiting</p>}><p>the chart</p></WhenVisible>);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(screen.queryByText('the chart')).toBeNull();
    act(() => observers[0].callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.queryByText('the chart')).toBeNull();
    act(() => observers[0].callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByText('the chart')).toBeInTheDocument();
    expect(observers[0].disconnected).toBe(true);
  } finally {
    globalThis.IntersectionObserver = saved;
  }
});
