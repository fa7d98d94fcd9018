import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import type { NavItem } from './nav';
import { UserArea } from './UserArea';
import './styles/top-bar.css';

export function TopBar({ items }: { items: readonly NavItem[] }) {
  const { t } = useTranslation();
  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Logo />
        <nav className="top-bar__nav" aria-label={t('nav.main')}>
          {items.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end} className="top-bar__link">
              {t(item.labelKey)}
            </NavLink>
          ))}
        </nav>
        <div className="top-bar__tools">
          <LanguageSwitch />
          <UserArea />
        </div>
      </div>
    </header>
  );
}
