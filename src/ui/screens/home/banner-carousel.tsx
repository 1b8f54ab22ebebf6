import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Banner } from '../../../domain/home/home';
import { OutboundLink } from '../../shared/components/outbound-link';
import { linkTarget } from './link-target';

/** How long a banner stays before the next one slides in. */
export const BANNER_INTERVAL_MS = 5000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The system's "reduce motion" wish, read at each render (each slide change renders). */
const prefersReducedMotion = (): boolean => window.matchMedia?.(REDUCED_MOTION).matches ?? false;

/** A banner's picture, inside whatever its link opens: an app route, an outside page, or nothing. */
function BannerLink({ banner, children }: { banner: Banner; children: ReactNode }) {
  const target = linkTarget(banner.link);
  if (target.kind === 'route') {
    return (
      <Link className="banner-link" to={target.to}>
        {children}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <OutboundLink className="banner-link" href={target.href}>
        {children}
      </OutboundLink>
    );
  }
  return <div className="banner-link">{children}</div>;
}

/**
 * Banners in a CSS scroll-snap strip: swipe, the dots, or the keyboard move it; it advances by itself
 * every few seconds unless the system asks for reduced motion, the user paused it, the user is touching
 * or focusing it, or the page is hidden (WCAG 2.2.2: moving content can be paused).
 */
export function BannerCarousel({ banners, active }: { banners: readonly Banner[]; active: boolean }) {
  const intl = useIntl();
  const strip = useRef<HTMLUListElement | null>(null);
  const [current, setCurrent] = useState(0);
  const [paused, setPaused] = useState(false);
  const [engaged, setEngaged] = useState(false);
  const reducedMotion = prefersReducedMotion();
  const count = banners.length;
  const auto = count > 1 && !reducedMotion;

  const goTo = useCallback(
    (index: number) => {
      const node = strip.current;
      if (!node) return;
      const slide = node.children[index] as HTMLElement | undefined;
      node.scrollTo?.({ left: slide?.offsetLeft ?? 0, behavior: reducedMotion ? 'auto' : 'smooth' });
      setCurrent(index);
    },
    [reducedMotion],
  );

  useEffect(() => {
    if (!auto || paused || engaged || !active) return;
    // Restarted by every change of slide, so that a swipe also gets its full time on screen.
    const timer = window.setTimeout(() => goTo((current + 1) % count), BANNER_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [auto, paused, engaged, active, current, count, goTo]);

  const onScroll = () => {
    const node = strip.current;
    if (!node || node.clientWidth === 0) return;
    const index = Math.round(node.scrollLeft / node.clientWidth);
    if (index !== current && index >= 0 && index < count) setCurrent(index);
  };

  return (
    <section
      className="banners"
      aria-roledescription={intl.formatMessage({ id: 'home.banners.carousel' })}
      aria-label={intl.formatMessage({ id: 'home.banners.label' })}
      data-testid="banners"
      onPointerDown={() => setEngaged(true)}
      onPointerUp={() => setEngaged(false)}
      onPointerCancel={() => setEngaged(false)}
      onFocus={() => setEngaged(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setEngaged(false);
      }}
    >
      <ul className="banner-strip" ref={strip} onScroll={onScroll}>
        {banners.map((banner, index) => (
          <li key={banner.id} className="banner-slide">
            <BannerLink banner={banner}>
              <img
                src={banner.image}
                alt={banner.title}
                width={750}
                height={320}
                loading={index === 0 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </BannerLink>
          </li>
        ))}
      </ul>
      {count > 1 && (
        <div className="banner-controls">
          {auto && (
            <button
              type="button"
              className="icon-button banner-pause"
              aria-label={intl.formatMessage({ id: paused ? 'home.banners.play' : 'home.banners.pause' })}
              onClick={() => setPaused(!paused)}
            >
              <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                <path d={paused ? 'M8 5l11 7-11 7z' : 'M7 5h3v14H7zM14 5h3v14h-3z'} fill="currentColor" />
              </svg>
            </button>
          )}
          {banners.map((banner, index) => (
            <button
              key={banner.id}
              type="button"
              className="banner-dot"
              aria-label={intl.formatMessage({ id: 'home.banners.goTo' }, { index: index + 1 })}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => goTo(index)}
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
