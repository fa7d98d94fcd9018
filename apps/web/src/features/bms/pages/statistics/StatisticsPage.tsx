import { timeRangeToDates, type UserStatistics } from '@skytrace/contracts';
import { Card, Col, DatePicker, Radio, Row, Statistic, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../shared/ops.api';
import { failureText } from '../../../../api/failure';
import '../shared/ops.css';
import { UserStatisticsChart } from './UserStatisticsChart';

const PRESETS = [7, 30, 90] as const;

/** Sign-ups and active users by day, over a chosen range. */
export default function StatisticsPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(29, 'day'), dayjs()]);
  const [data, setData] = useState<UserStatistics>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    let current = true;
    // Spec §7: the range's seconds go out as startDate/endDate yyyyMMdd.
    const dates = timeRangeToDates(range[0].startOf('day').unix(), range[1].startOf('day').unix());
    opsApi
      .userStatistics(dates)
      .then((answer) => {
        if (!current) return;
        setData(answer);
        setError(undefined);
      })
      .catch((failure: unknown) => current && setError(failureText(failure)));
    return () => {
      current = false;
    };
  }, [range]);

  const preset = PRESETS.find(
    (days) => range[1].isSame(dayjs(), 'day') && range[1].diff(range[0], 'day') === days - 1,
  );
  return (
    <>
      <h1 className="bms-ops-title">{t('bmsOps.statistics.title')}</h1>
      <div className="bms-ops-toolbar">
        <Radio.Group
          value={preset}
          onChange={(event) =>
            setRange([dayjs().subtract((event.target.value as number) - 1, 'day'), dayjs()])
          }
          options={[
            { value: 7, label: t('bmsOps.statistics.range7') },
            { value: 30, label: t('bmsOps.statistics.range30') },
            { value: 90, label: t('bmsOps.statistics.range90') },
          ]}
          optionType="button"
        />
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          disabledDate={(date) => date.isAfter(dayjs(), 'day')}
          onChange={(value) => value?.[0] && value[1] && setRange([value[0], value[1]])}
        />
      </div>
      {error && (
        <Typography.Text type="danger">
          {t('bmsOps.common.loadFailed', { message: error })}
        </Typography.Text>
      )}
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        <Col xs={12} md={8}>
          <Card size="small">
            <Statistic title={t('bmsOps.statistics.users')} value={data?.totals.users ?? 0} />
          </Card>
        </Col>
        <Col xs={12} md={8}>
          <Card size="small">
            <Statistic
              title={t('bmsOps.statistics.signUps')}
              value={data?.totals.signUps ?? 0}
              data-testid="sign-ups"
            />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small">
            <Statistic
              title={t('bmsOps.statistics.activeInRange')}
              value={data?.totals.activeUsers ?? 0}
            />
          </Card>
        </Col>
      </Row>
      <Card size="small" title={t('bmsOps.statistics.byDay')}>
        <UserStatisticsChart
          days={data?.days ?? []}
          labels={{
            signUps: t('bmsOps.statistics.signUps'),
            activeUsers: t('bmsOps.statistics.activeUsers'),
          }}
        />
      </Card>
    </>
  );
}
