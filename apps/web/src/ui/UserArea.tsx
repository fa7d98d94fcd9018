import { useAuthStore } from '../session/auth.store';
import { useUserStore } from '../session/user.store';
import { LoginButton } from './LoginButton';
import type { NavItem } from './nav';
import { UserMenu } from './UserMenu';

/** The right end of the top bar: the user menu (its entries `items`) when signed in, else "Log in". */
export function UserArea({ items }: { items: readonly NavItem[] }) {
  const token = useAuthStore((state) => state.token);
  const user = useUserStore((state) => state.user);
  if (token !== null && user !== null) return <UserMenu user={user} items={items} />;
  // A token whose profile could not be loaded still counts as signed out for the menu.
  return <LoginButton />;
}
