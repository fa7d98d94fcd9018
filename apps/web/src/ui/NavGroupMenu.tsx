import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation } from 'react-router';
import { isNavItemActive, NavEntryLink } from './NavEntryLink';
import type { NavGroup, NavItem } from './nav';

/** True when `pathname` is inside one of the group's entries. */
export function isGroupActive(items: readonly NavItem[], pathname: string): boolean {
  return items.some((item) => isNavItemActive(item, pathname));
}

/**
 * A group of the top bar (issue 15 site map, e.g. Playback): a disclosure button and the list of
 * its pages. The button is marked while one of its pages is open; the open page's link carries
 * aria-current (NavEntryLink).
 */
export function NavGroupMenu({ group, items }: { group: NavGroup; items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // While a lazily loaded page is on its way, the location still names the page being left:
  // the list belongs to the page it was opened for (the one arriving), so it stays open when
  // that page arrives, and any later navigation closes it.
  const arriving = useNavigation().location?.pathname ?? pathname;
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === arriving;
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const id = `nav-group-${group}`;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpenOn(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenOn(null);
        trigger.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const active = isGroupActive(items, pathname);
  return (
    <div className="nav-group" ref={root}>
      <button
        ref={trigger}
        type="button"
        className={`top-bar__link nav-group__trigger${active ? ' active' : ''}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpenOn(open ? null : arriving)}
      >
        {t(`nav.${group}`)}
        <span className="nav-group__caret" aria-hidden="true">
          ▾
        </span>
      </button>
      {open && (
        <ul id={id} className="nav-group__panel">
          {items.map((item) => (
            <li key={item.to}>
              <NavEntryLink item={item} className="nav-group__item" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
