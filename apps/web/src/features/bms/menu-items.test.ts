import type { MenuNode } from '@skytrace/contracts';
import { describe, expect, it } from 'vitest';
import { grantedRoutes, menuItems, openKeysFor } from './menu-items';

const node = (over: Partial<MenuNode> & Pick<MenuNode, 'menuId'>): MenuNode => ({
  menuName: `m${over.menuId}`,
  permission: null,
  orderNum: 0,
  parentId: 0,
  menuType: 1,
  hidden: false,
  icon: null,
  route: null,
  builtIn: false,
  ...over,
});

const tree: MenuNode[] = [
  node({
    menuId: 1,
    menuType: 0,
    icon: 'setting',
    children: [
      node({ menuId: 2, parentId: 1, route: '/bms/a' }),
      node({ menuId: 3, parentId: 1, route: '/bms/hidden', hidden: true }),
    ],
  }),
  node({ menuId: 4, menuType: 0, children: [node({ menuId: 5, route: '/bms/x', hidden: true })] }),
];

describe('admin menu items', () => {
  it('nests pages under submenus and leaves hidden entries and empty submenus out', () => {
    expect(menuItems(tree, (name) => name.toUpperCase())).toEqual([
      {
        key: 'menu-1',
        label: 'M1',
        icon: 'setting',
        children: [{ key: '/bms/a', label: 'M2', icon: null }],
      },
    ]);
  });
  it('still grants hidden pages and finds the submenus to open', () => {
    expect([...grantedRoutes(tree)]).toEqual(['/bms/a', '/bms/hidden', '/bms/x']);
    expect(openKeysFor(tree, '/bms/a')).toEqual(['menu-1']);
    expect(openKeysFor(tree, '/bms/none')).toEqual([]);
  });
});
