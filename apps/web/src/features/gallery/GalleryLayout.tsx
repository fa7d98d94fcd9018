import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useAuthStore } from '../../session/auth.store';
import './gallery.css';
import './browse.css';

const TABS = [
  { to: '/pictures', labelKey: 'gallery.tabs.index', login: false },
  { to: '/pictures/upload', labelKey: 'gallery.tabs.upload', login: true },
  { to: '/pictures/my', labelKey: 'gallery.tabs.my', login: true },
  { to: '/pictures/search/follow', labelKey: 'gallery.tabs.following', login: true },
  { to: '/pictures/rank', labelKey: 'gallery.tabs.rank', login: false },
] as const;

/** The /pictures pages share one wide card under the section's tabs (signed-in ones when signed in). */
export function GalleryLayout() {
  const { t } = useTranslation();
  const signedIn = useAuthStore((state) => state.token) !== null;
  const tabs = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the strip scrolls sideways: keep the current tab (e.g. Ranking, the last) in view.
  useEffect(() => {
    const strip = tabs.current;
    const active = strip?.querySelector<HTMLElement>('.gallery-tabs__tab--active');
    if (strip && active) {
      const offset = active.getBoundingClientRect().left - strip.getBoundingClientRect().left;
      strip.scrollLeft += offset - (strip.clientWidth - active.offsetWidth) / 2;
    }
  }, [pathname, signedIn]);
  return (
    <section className="gallery-page">
      <nav className="gallery-tabs" aria-label={t('gallery.tabs.label')} ref={tabs}>
        {TABS.filter((tab) => signedIn || !tab.login).map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end={tab.to === '/pictures'}
            className={({ isActive }) =>
              isActive ? 'gallery-tabs__tab gallery-tabs__tab--active' : 'gallery-tabs__tab'
            }
          >
            {t(tab.labelKey)}
          </NavLink>
        ))}
      </nav>
      <div className="gallery-card-frame">
        <Outlet />
      </div>
    </section>
  );
}
