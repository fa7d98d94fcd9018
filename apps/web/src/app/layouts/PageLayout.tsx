import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { useAuthStore } from '../../session/auth.store';
import { useUserStore } from '../../session/user.store';
import { SkipLink } from '../../ui/SkipLink';
import { CompactBar } from '../../ui/CompactBar';
import { Footer } from '../../ui/Footer';
import { TopBar } from '../../ui/TopBar';
import { NAV_TABLE, visibleNav } from '../nav';
import '../../ui/styles/layout.css';

/**
 * The page frame: the full top bar on desktops, a compact bar whose menu holds navigation,
 * language and account on phones and narrow windows. Only the bar changes with the variant; the
 * page itself stays at the same place in the tree, so a window resized or a tablet rotated across
 * the breakpoint keeps what the page holds (a half-filled form, the live map) instead of
 * remounting it.
 */
export function PageLayout({ isMobile }: { isMobile: boolean }) {
  const signedIn = useAuthStore((state) => state.token !== null);
  const user = useUserStore((state) => state.user);
  // The site map this user sees (app/nav.ts): signed-in entries only with a loaded profile.
  const nav = useMemo(() => visibleNav(NAV_TABLE, signedIn ? user : null), [signedIn, user]);
  return (
    <div className={`layout ${isMobile ? 'layout--mobile' : 'layout--desktop'}`}>
      <SkipLink />
      {isMobile ? <CompactBar nav={nav} /> : <TopBar nav={nav} />}
      <main id="content" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
