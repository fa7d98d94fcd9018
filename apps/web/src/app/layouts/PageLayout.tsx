import { Outlet } from 'react-router';
import { SkipLink } from '../../ui/SkipLink';
import { CompactBar } from '../../ui/CompactBar';
import { Footer } from '../../ui/Footer';
import { TopBar } from '../../ui/TopBar';
import { NAV_ITEMS } from '../nav';
import '../../ui/styles/layout.css';

/**
 * The page frame: the full top bar on desktops, a compact bar whose menu holds navigation,
 * language and account on phones and narrow windows. Only the bar changes with the variant; the
 * page itself stays at the same place in the tree, so a window resized or a tablet rotated across
 * the breakpoint keeps what the page holds (a half-filled form, the live map) instead of
 * remounting it.
 */
export function PageLayout({ isMobile }: { isMobile: boolean }) {
  return (
    <div className={`layout ${isMobile ? 'layout--mobile' : 'layout--desktop'}`}>
      <SkipLink />
      {isMobile ? <CompactBar items={NAV_ITEMS} /> : <TopBar items={NAV_ITEMS} />}
      <main id="content" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
