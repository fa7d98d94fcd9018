import { Outlet } from 'react-router';
import { Footer } from '../../ui/Footer';
import { TopBar } from '../../ui/TopBar';
import '../../ui/styles/layout.css';

export function DesktopLayout() {
  return (
    <div className="layout layout--desktop">
      <TopBar />
      <main className="layout__main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
