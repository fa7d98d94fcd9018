import { Outlet } from 'react-router';
import { CompactBar } from '../../ui/CompactBar';
import { Footer } from '../../ui/Footer';
import '../../ui/styles/layout.css';

/** Phones and narrow windows: a compact bar whose menu holds navigation, language and account. */
export function MobileLayout() {
  return (
    <div className="layout layout--mobile">
      <CompactBar />
      <main className="layout__main">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
