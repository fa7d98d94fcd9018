import { Outlet } from 'react-router';
import { SkipLink } from '../../ui/SkipLink';
import { CompactBar } from '../../ui/CompactBar';
import { Footer } from '../../ui/Footer';
import '../../ui/styles/layout.css';

/** Phones and narrow windows: a compact bar whose menu holds navigation, language and account. */
export function MobileLayout() {
  return (
    <div className="layout layout--mobile">
      <SkipLink />
      <CompactBar />
      <main id="content" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
