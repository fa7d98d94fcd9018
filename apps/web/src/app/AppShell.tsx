import { DocumentTitle } from './DocumentTitle';
import { ScrollToTop } from './ScrollToTop';
import { useIsMobile } from './use-is-mobile';
import { PageLayout } from './layouts/PageLayout';
import { Notices } from '../ui/Notices';

/** Root element of every page: picks the desktop or mobile layout and runs the route effects. */
export function AppShell() {
  const isMobile = useIsMobile();
  return (
    <>
      <ScrollToTop />
      <DocumentTitle />
      <PageLayout isMobile={isMobile} />
      <Notices />
    </>
  );
}
