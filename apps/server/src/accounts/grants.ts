import { sql, type SQL } from 'drizzle-orm';
import { ADMIN_ROLE_CODE } from '@skytrace/contracts';
import { menus, roles } from '../access/access.schema';

/**
 * The permissions the role joined as `roles` grants, as a `text[]` column: none while the role
 * is disabled, every menu's for the administrator role, else those of the menus it holds. Read
 * with every request's session, so a change to a role or its menus applies to the next request.
 */
export function grantedPermissions(): SQL<string[]> {
  return sql<string[]>`coalesce((
    select array_agg(distinct ${menus.permission} order by ${menus.permission})
    from ${menus}
    where ${menus.permission} is not null
      and ${roles.status} = 'enabled'
      and (${roles.code} = ${ADMIN_ROLE_CODE} or ${menus.id} = any(${roles.menuIds}))
  ), '{}'::text[])`;
}

/** The menus the joined role holds, as an `integer[]` (every menu for the administrator role). */
export function grantedMenuIds(): SQL<number[]> {
  return sql<number[]>`case
    when ${roles.status} is distinct from 'enabled' then '{}'::integer[]
    when ${roles.code} = ${ADMIN_ROLE_CODE}
      then coalesce((select array_agg(${menus.id}) from ${menus}), '{}'::integer[])
    else ${roles.menuIds}
  end`;
}
