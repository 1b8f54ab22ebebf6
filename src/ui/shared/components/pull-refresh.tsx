import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** How far (px) the list must be pulled before letting go refreshes it. */
const THRESHOLD = 64;
const MAX_PULL = 96;

type Phase = 'idle' | 'pulling' | 'ready' | 'refreshing';

/**
 * Pull-to-refresh around a list, written here rather than taken from nutui: nutui's version brings its
 * gesture and icon packages (about 30 KB gzip) into the first screen. Pulling down at the top of the
 * page past the threshold and letting go calls `onRefresh`; the indicator says what will happen.
 * Keyboard and screen-reader users get the same through the refresh button in the indicator.
 */
export function PullRefresh({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<void>;
  children: ReactNode;
}) {
  const intl = useIntl();
  const [phase, setPhase] = useState<Phase>('idle');
  const [pull, setPull] = useState(0);
  const start = useRef<number | null>(null);
  const box = useRef<HTMLDivElement | null>(null);
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;

  useEffect(() => {
    const node = box.current;
    if (!node) return;
    const run = async () => {
      setPhase('refreshing');
      setPull(THRESHOLD);
      try {
        await refresh.current();
      } finally {
        setPhase('idle');
        setPull(0);
      }
    };
    const onStart = (event: TouchEvent) => {
      start.current = window.scrollY <= 0 ? (event.touches[0]?.clientY ?? null) : null;
    };
    const onMove = (event: TouchEvent) => {
      if (start.current === null) return;
      const distance = (event.touches[0]?.clientY ?? start.current) - start.current;
      if (distance <= 0) return;
      const damped = Math.min(MAX_PULL, distance * 0.5);
      setPull(damped);
      setPhase(damped >= THRESHOLD ? 'ready' : 'pulling');
    };
    const onEnd = () => {
      if (start.current === null) return;
      start.current = null;
      setPhase((current) => {
        if (current === 'ready') void run();
        else setPull(0);
        return current === 'ready' ? 'refreshing' : 'idle';
      });
    };
    node.addEventListener('touchstart', onStart, { passive: true });
    node.addEventListener('touchmove', onMove, { passive: true });
    node.addEventListener('touchend', onEnd);
    node.addEventListener('touchcancel', onEnd);
    return () => {
      node.removeEventListener('touchstart', onStart);
      node.removeEventListener('touchmove', onMove);
      node.removeEventListener('touchend', onEnd);
      node.removeEventListener('touchcancel', onEnd);
    };
  }, []);

  const label =
    phase === 'refreshing'
      ? 'common.refreshing'
      : phase === 'ready'
        ? 'common.releaseToRefresh'
        : 'common.pullToRefresh';
  return (
    <div ref={box} className="pull-refresh" data-phase={phase}>
      {/* No style attribute at rest: the page drawn at build time carries none (the policy refuses them). */}
      <div className="pull-indicator" style={pull > 0 ? { height: pull } : undefined} aria-live="polite">
        {phase !== 'idle' && <FormattedMessage id={label} />}
      </div>
      <button
        type="button"
        className="visually-hidden"
        onClick={() => {
          setPhase('refreshing');
          void refresh.current().finally(() => setPhase('idle'));
        }}
      >
        {intl.formatMessage({ id: 'common.refresh' })}
      </button>
      {children}
    </div>
  );
}

/**
 * The end of a paged list: loads the next page when it scrolls into view (and on tap, for when the
 * observer is unavailable), or says there is no more.
 */
export function LoadMore({
  hasMore,
  loading,
  onLoadMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
}) {
  const sentinel = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasMore, onLoadMore]);
  if (!hasMore) {
    return (
      <p className="list-end">
        <FormattedMessage id="common.noMore" />
      </p>
    );
  }
  return (
    <button ref={sentinel} type="button" className="list-end link" onClick={onLoadMore} disabled={loading}>
      <FormattedMessage id={loading ? 'common.loading' : 'common.loadMore'} />
    </button>
  );
}
