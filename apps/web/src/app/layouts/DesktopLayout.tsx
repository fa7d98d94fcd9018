import { Outlet } from 'react-router';
import { SkipLink } from '../../ui/SkipLink';
import { Footer } from '../../ui/Footer';
import { TopBar } from '../../ui/TopBar';
import '../../ui/styles/layout.css';

export function DesktopLayout() {
  return (
    <div className="layout layout--desktop">
      <SkipLink />
      <TopBar />
      <main id="content" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
