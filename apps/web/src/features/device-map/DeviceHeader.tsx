import type { DeviceInfo } from '@skytrace/contracts';
import { Card, Descriptions, Statistic, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeText } from './device-map.format';

/** Status, place, owner, today's figures and rank of one device. */
export function DeviceHeader({ info }: { info: DeviceInfo }) {
  const { t, i18n } = useTranslation();
  const zh = i18n.language.startsWith('zh');
  const city = info.city ? ((zh ? info.city.zh : null) ?? info.city.en) : t('deviceMap.unknown');
  const title = info.alias ?? t('deviceMap.deviceNumber', { id: info.devId });
  return (
    <Card className="device-map__header">
      <div className="device-map__title">
        <Typography.Title level={2}>{title}</Typography.Title>
        {info.online ? (
          <Tag color="green" data-testid="device-status">
            {t('deviceMap.online')}
          </Tag>
        ) : (
          <Tag color="red" data-testid="device-status">
            {info.offlineHours === null
              ? t('deviceMap.offline')
              : t('deviceMap.offlineHours', { count: info.offlineHours })}
          </Tag>
        )}
      </div>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, md: 3 }}
        items={[
          { key: 'id', label: t('deviceMap.devId'), children: info.devId },
          { key: 'city', label: t('deviceMap.city'), children: city },
          {
            key: 'owner',
            label: t('deviceMap.owner'),
            children: info.owner ?? t('deviceMap.operator'),
          },
          {
            key: 'rank',
            label: t('deviceMap.rank'),
            children: info.rank ? (
              <span data-testid="device-rank">
                {info.rank.rank}{' '}
                <span className="device-map__change">{changeText(info.rank.change)}</span>
              </span>
            ) : (
              t('deviceMap.unranked')
            ),
          },
          {
            key: 'cityRank',
            label: t('deviceMap.cityRank'),
            children: info.rank?.cityRank ? (
              <span>
                {info.rank.cityRank}{' '}
                <span className="device-map__change">{changeText(info.rank.cityChange)}</span>
              </span>
            ) : (
              t('deviceMap.unranked')
            ),
          },
          {
            key: 'score',
            label: t('deviceMap.score'),
            children: info.rank ? info.rank.score.toLocaleString() : '–',
          },
        ]}
      />
      <div className="device-map__figures">
        <Statistic title={t('deviceMap.messageRate')} value={info.messageRate} precision={1} />
        <Statistic title={t('deviceMap.aircraftToday')} value={info.aircraftToday} />
        <Statistic title={t('deviceMap.positionsToday')} value={info.positionsToday} />
        <Statistic title={t('deviceMap.maxRange')} value={info.maxRangeKm} suffix="km" />
        <Statistic title={t('deviceMap.typicalRange')} value={info.typicalRangeKm} suffix="km" />
      </div>
    </Card>
  );
}
