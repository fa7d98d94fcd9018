import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { navRuns, type VisibleNav } from './nav';
import { NavEntryLink } from './NavEntryLink';
import { NavGroupMenu } from './NavGroupMenu';
import { UserArea } from './UserArea';
import './styles/top-bar.css';

export function TopBar({ nav }: { nav: VisibleNav }) {
  const { t } = useTranslation();
  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Logo />
        <nav className="top-bar__nav" aria-label={t('nav.main')}>
          {navRuns(nav.main).map((run) =>
            run.kind === 'item' ? (
              <NavEntryLink key={run.item.to} item={run.item} className="top-bar__link" />
            ) : (
              <NavGroupMenu key={run.group} group={run.group} items={run.items} />
            ),
          )}
        </nav>
        <div className="top-bar__tools">
          <LanguageSwitch />
          <UserArea items={nav.user} />
        </div>
      </div>
    </header>
  );
}
