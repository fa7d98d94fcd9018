import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { DeviceTabs } from '../devices';
import './device-apply.css';

/** Spec §3's status codes by name (the texts' keys). */
export const STATUS_NAMES = ['pending', 'approved', 'sent', 'rejected'] as const;

/**
 * The kit pages share one card under the /device section's tabs (all devices, mine, apply, my
 * applications, fittings); an agreement is reached from its application and from the user menu.
 */
export function KitLayout() {
  return (
    <section className="kit-page">
      <DeviceTabs />
      <div className="kit-card">
        <Outlet />
      </div>
    </section>
  );
}

/** The translated state of an application or fitting request (spec §4), as a coloured tag. */
export function StatusTag({ status }: { status: 0 | 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <span className={`kit-status kit-status--${status}`} data-status={status}>
      {t(`kit.status.${STATUS_NAMES[status]}`)}
    </span>
  );
}
