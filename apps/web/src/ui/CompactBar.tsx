import { useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { bootMenuTapped, removeBootBar } from './boot-chrome';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { MobileAccount } from './MobileAccount';
import { NavEntryLink } from './NavEntryLink';
import { navRuns, type VisibleNav } from './nav';
import './styles/top-bar.css';
import './styles/compact-bar.css';
import './styles/burger.css';

/** Mobile top bar: logo and a menu button opening a sheet with everything the desktop bar has. */
export function CompactBar({ nav }: { nav: VisibleNav }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The sheet belongs to the page it was opened on, so any navigation closes it.
  // A tap on the phone's boot bar (ui/boot-chrome.ts) before this bar existed opens the sheet.
  const [openOn, setOpenOn] = useState<string | null>(() => (bootMenuTapped() ? pathname : null));
  const open = openOn === pathname;

  // The boot bar goes in the commit that draws this one: no frame shows two bars or none.
  useLayoutEffect(() => removeBootBar(), []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="top-bar top-bar--compact">
      <div className="top-bar__inner">
        <Logo />
        <button
          type="button"
          className="compact-bar__toggle"
          aria-expanded={open}
          aria-controls="compact-menu"
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <span className={open ? 'burger burger--open' : 'burger'} aria-hidden="true" />
        </button>
      </div>
      {open && (
        <div id="compact-menu" className="compact-bar__sheet">
          <nav className="compact-bar__nav" aria-label={t('nav.main')}>
            {navRuns(nav.main).map((run) =>
              run.kind === 'item' ? (
                <NavEntryLink key={run.item.to} item={run.item} className="compact-bar__link" />
              ) : (
                <section
                  key={run.group}
                  className="compact-bar__group"
                  aria-labelledby={`compact-group-${run.group}`}
                >
                  <h2 id={`compact-group-${run.group}`} className="compact-bar__group-title">
                    {t(`nav.${run.group}`)}
                  </h2>
                  {run.items.map((item) => (
                    <NavEntryLink
                      key={item.to}
                      item={item}
                      className="compact-bar__link compact-bar__link--nested"
                    />
                  ))}
                </section>
              ),
            )}
          </nav>
          <div className="compact-bar__row">
            <span className="compact-bar__label">{t('language.label')}</span>
            <LanguageSwitch />
          </div>
          <MobileAccount items={nav.user} />
        </div>
      )}
    </header>
  );
}
