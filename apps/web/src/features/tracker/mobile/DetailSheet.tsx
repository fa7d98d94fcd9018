import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../ui/BottomSheet';
import { useTrackerVariant } from './tracker-variant';

/**
 * Frame of the detail bar: the bare panel on the desktop routes, a draggable bottom sheet (peek,
 * half, full) on the Mobile variants, so the map stays usable above it.
 */
export function DetailSheet({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const variant = useTrackerVariant();
  if (variant === 'desktop') return children;
  return (
    <BottomSheet
      className="tracker-detail-sheet"
      handleLabels={{
        peek: t('mobile.sheet.peek'),
        half: t('mobile.sheet.half'),
        full: t('mobile.sheet.full'),
      }}
    >
      {children}
    </BottomSheet>
  );
}
