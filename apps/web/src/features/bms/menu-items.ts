// The left menu of spec §2 from the user's menu tree: submenus (menuType 0) hold their
// children, pages (menuType 1) link to their route, hidden entries are not shown.
import type { MenuNode } from '@skytrace/contracts';

export interface MenuItem {
  key: string;
  label: string;
  icon: string | null;
  children?: MenuItem[];
}

/** Menu items for `nodes`; a submenu with nothing to show is left out. */
export function menuItems(nodes: readonly MenuNode[], label: (name: string) => string): MenuItem[] {
  return nodes.flatMap((node): MenuItem[] => {
    if (node.hidden) return [];
    if (node.menuType === 0) {
      const children = menuItems(node.children ?? [], label);
      if (children.length === 0) return [];
      return [
        { key: `menu-${node.menuId}`, label: label(node.menuName), icon: node.icon, children },
      ];
    }
    if (!node.route) return [];
    return [{ key: node.route, label: label(node.menuName), icon: node.icon }];
  });
}

/** Every page route in the tree, hidden ones included (a hidden page is still the user's). */
export function grantedRoutes(nodes: readonly MenuNode[]): Set<string> {
  const routes = new Set<string>();
  const walk = (list: readonly MenuNode[]) => {
    for (const node of list) {
      if (node.menuType === 1 && node.route) routes.add(node.route);
      walk(node.children ?? []);
    }
  };
  walk(nodes);
  return routes;
}

/** Keys of the submenus above `route`, to open them in the menu. */
export function openKeysFor(nodes: readonly MenuNode[], route: string): string[] {
  for (const node of nodes) {
    if (node.route === route) return [];
    const below = openKeysFor(node.children ?? [], route);
    if (below.length > 0 || (node.children ?? []).some((child) => child.route === route)) {
      return [`menu-${node.menuId}`, ...below];
    }
  }
  return [];
}
