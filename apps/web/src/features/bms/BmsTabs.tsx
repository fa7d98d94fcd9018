import { Tabs } from 'antd';
import { HOME_ROUTE } from './tabs';

/**
 * Spec §2 tab bar: one tab per visited page, scrollable when they overflow; the home tab (the
 * extra type) has no close button.
 */
export function BmsTabs(props: {
  tabs: readonly string[];
  active: string;
  title: (route: string) => string;
  onOpen: (route: string) => void;
  onClose: (route: string) => void;
}) {
  return (
    <Tabs
      className="bms__tabs"
      type="editable-card"
      size="small"
      hideAdd
      activeKey={props.active}
      onChange={props.onOpen}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') props.onClose(key);
      }}
      items={props.tabs.map((route) => ({
        key: route,
        label: props.title(route),
        closable: route !== HOME_ROUTE,
      }))}
    />
  );
}
