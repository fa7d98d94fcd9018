import { AntdLocale } from '../../ui/AntdLocale';
import { BmsLayout } from './BmsLayout';
import './bms.css';

/** The back office: Ant Design in the interface language around the admin layout. */
export function BmsApp() {
  return (
    <AntdLocale>
      <BmsLayout />
    </AntdLocale>
  );
}
