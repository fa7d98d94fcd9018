import type { MenuNode } from '@skytrace/contracts';

/**
 * Nests flat menus (already in display order) under their parents. A menu whose parent is
 * missing from `nodes` is placed under `rootId`'s level only when its parent is `rootId`;
 * orphans elsewhere are dropped.
 */
export function buildMenuTree(nodes: readonly MenuNode[], rootId = 0): MenuNode[] {
  const byParent = new Map<number, MenuNode[]>();
  for (const node of nodes) {
    const siblings = byParent.get(node.parentId) ?? [];
    siblings.push(node);
    byParent.set(node.parentId, siblings);
  }
  const nest = (parentId: number, seen: Set<number>): MenuNode[] =>
    (byParent.get(parentId) ?? [])
      .filter((node) => !seen.has(node.menuId))
      .map((node) => {
        const children = nest(node.menuId, new Set(seen).add(node.menuId));
        return children.length > 0 ? { ...node, children } : { ...node };
      });
  return nest(rootId, new Set());
}

/** `ids` and every ancestor of them (a page needs its submenus to be shown). */
export function withAncestors(nodes: readonly MenuNode[], ids: Iterable<number>): Set<number> {
  const parentOf = new Map(nodes.map((node) => [node.menuId, node.parentId]));
  const result = new Set<number>();
  for (const id of ids) {
    let current: number | undefined = id;
    // The walk stops at the top (0), at an unknown id, or at a cycle.
    while (current !== undefined && current !== 0 && !result.has(current)) {
      if (!parentOf.has(current)) break;
      result.add(current);
      current = parentOf.get(current);
    }
  }
  return result;
}

/** Ids of `id` and everything below it. */
export function descendantsOf(nodes: readonly MenuNode[], id: number): Set<number> {
  const result = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const node of nodes) {
      if (result.has(node.parentId) && !result.has(node.menuId)) {
        result.add(node.menuId);
        grew = true;
      }
    }
  }
  return result;
}
