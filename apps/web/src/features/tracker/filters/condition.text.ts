import type { TFunction } from 'i18next';
import type { FilterCondition } from './filter';

/** How a condition reads in the list of active filters, e.g. "Altitude ≥ 3000 m". */
export function conditionText(condition: FilterCondition, t: TFunction): string {
  const key = t(`trackerTools.filter.keys.${condition.key}`);
  switch (condition.key) {
    case 'airlines':
    case 'aircraftType':
    case 'airport':
      return `${key}: ${condition.value.join(' ')}`;
    case 'fattr':
      return `${key}: ${condition.value.map((a) => t(`trackerTools.attributes.${a}`)).join(', ')}`;
    case 'fservice':
      return `${key}: ${condition.value.map((s) => t(`trackerTools.services.${s}`)).join(', ')}`;
    case 'airline':
      return `${key}: ${condition.value.org}–${condition.value.dst}`;
    case 'height':
    case 'speed': {
      const { min, max } = condition.value;
      const unit = t(`trackerTools.filter.units.${condition.value.unit}`);
      const range =
        min !== null && max !== null
          ? t('trackerTools.filter.range.between', { min, max, unit })
          : min !== null
            ? t('trackerTools.filter.range.from', { min, unit })
            : t('trackerTools.filter.range.to', { max, unit });
      return `${key} ${range}`;
    }
  }
}
