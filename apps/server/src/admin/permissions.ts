// The back office's own permissions (issue 16): one per area, `bms:<area>`.
export const MENU_PERMISSION = 'bms:menu';
export const ROLE_PERMISSION = 'bms:role';
export const USER_PERMISSION = 'bms:user';
export const SYSLOG_PERMISSION = 'bms:syslog';
