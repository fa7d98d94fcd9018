import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayName, type UserInfo } from '../session/user-info';
import { Avatar } from './Avatar';
import type { NavItem } from './nav';
import { useLogout } from './use-logout';
import './styles/user-menu.css';

/**
 * Spec §2 user menu: avatar and name, the site map's user entries (personal page, back office
 * when permitted and built: app/nav.ts decides), logout.
 */
export function UserMenu({ user, items }: { user: UserInfo; items: readonly NavItem[] }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const name = displayName(user);

  useEffect(() => {
    if (!open) return;
    // Keyboard users land on the first entry; Escape hands focus back to the trigger.
    root.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
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

  const close = () => setOpen(false);
  return (
    <div className="user-menu" ref={root}>
      <button
        ref={trigger}
        type="button"
        className="user-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('user.menu')}
        onClick={() => setOpen(!open)}
      >
        <Avatar name={name} url={user.avatarUrl} />
        <span className="user-menu__name">{name}</span>
      </button>
      {open && (
        <div className="user-menu__panel" role="menu">
          {items.map((item) => (
            <Link
              key={item.to}
              role="menuitem"
              className="user-menu__item"
              to={item.to}
              onClick={close}
            >
              {t(item.labelKey)}
            </Link>
          ))}
          <button
            type="button"
            role="menuitem"
            className="user-menu__item user-menu__item--danger"
            onClick={() => {
              close();
              logout();
            }}
          >
            {t('user.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
