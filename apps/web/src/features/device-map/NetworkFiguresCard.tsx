import type { AdsbCoverageDay, Country } from '@skytrace/contracts';
import { Alert, Card, Statistic, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../api/failure';
import { useLoad } from '../../api/use-load';
import { loadAdsbCoverage, loadCountries } from './device-map.api';

/** Days of covered area the card lists (the call allows up to 30). */
const HISTORY_DAYS = 7;
/** Countries per page: the busiest ten beside the coverage card, the rest a page away. */
const COUNTRY_PAGE_SIZE = 10;

/**
 * The receivers page's network figures: the live ADS-B position coverage rate with the area
 * covered per day (`/business/pcr/adsb`), and the receivers located in each country
 * (`/index/country`), the countries without one left out.
 */
export function NetworkFiguresCard() {
  const { t, i18n } = useTranslation();
  const language = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const number = new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : 'en-GB');
  const coverage = useLoad((signal) => loadAdsbCoverage(HISTORY_DAYS, signal), 'coverage');
  const countries = useLoad((signal) => loadCountries(language, signal), language);
  const data = coverage.data;
  const today = data?.days.at(-1);
  const dayColumns: ColumnsType<AdsbCoverageDay> = [
    { key: 'day', dataIndex: 'day', title: t('networkFigures.day') },
    { key: 'receivers', dataIndex: 'receivers', title: t('networkFigures.receivers') },
    {
      key: 'positions',
      title: t('networkFigures.positions'),
      render: (_: unknown, row: AdsbCoverageDay) => number.format(row.positions),
    },
    {
      key: 'area',
      title: t('networkFigures.area'),
      render: (_: unknown, row: AdsbCoverageDay) =>
        t('networkFigures.areaValue', { value: number.format(row.areaKm2) }),
    },
  ];
  const located = (countries.data ?? []).filter((country) => country.receivers > 0);
  located.sort((a, b) => b.receivers - a.receivers || a.code.localeCompare(b.code));
  const countryColumns: ColumnsType<Country> = [
    { key: 'country', dataIndex: 'name', title: t('networkFigures.country') },
    { key: 'receivers', dataIndex: 'receivers', title: t('networkFigures.receivers') },
    { key: 'online', dataIndex: 'receiversOnline', title: t('networkFigures.online') },
    { key: 'aircraft', dataIndex: 'aircraft', title: t('networkFigures.liveAircraft') },
  ];
  const failure = coverage.error ?? countries.error;
  return (
    <div className="device-map__network" data-testid="network-figures">
      <Card size="small" title={t('networkFigures.title')} loading={!data && coverage.loading}>
        <Typography.Paragraph type="secondary">{t('networkFigures.explain')}</Typography.Paragraph>
        {failure !== undefined ? (
          <Alert type="error" showIcon title={failureText(failure, t('shared.errors.internal'))} />
        ) : null}
        {data ? (
          <>
            <div className="device-map__coverage-figures">
              <Statistic
                title={t('networkFigures.rate')}
                value={Math.round(data.rate * 1000) / 10}
                suffix="%"
                data-testid="coverage-rate"
              />
              <Statistic title={t('networkFigures.aircraft')} value={data.aircraft} />
              <Statistic title={t('networkFigures.positioned')} value={data.positioned} />
              <Statistic
                title={t('networkFigures.receiversOnline')}
                value={data.receiversOnline}
                suffix={t('networkFigures.receiversOf', { total: data.receivers })}
              />
              <Statistic
                title={t('networkFigures.areaToday')}
                value={number.format(today?.areaKm2 ?? 0)}
                suffix="km²"
              />
            </div>
            <Typography.Text strong>
              {t('networkFigures.days', { count: data.days.length })}
            </Typography.Text>
            <Table
              size="small"
              rowKey="day"
              pagination={false}
              dataSource={[...data.days].reverse()}
              columns={dayColumns}
              scroll={{ x: true }}
              data-testid="coverage-days"
            />
          </>
        ) : null}
      </Card>
      <Card size="small" title={t('networkFigures.countriesTitle')} loading={countries.loading}>
        <Table
          size="small"
          rowKey="code"
          pagination={{ pageSize: COUNTRY_PAGE_SIZE, hideOnSinglePage: true, size: 'small' }}
          dataSource={located}
          columns={countryColumns}
          scroll={{ x: true }}
          locale={{ emptyText: t('networkFigures.noReceivers') }}
          data-testid="receiver-countries"
        />
      </Card>
    </div>
  );
}
