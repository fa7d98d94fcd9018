// ECharts 6, tree-shaken, loaded with the history only (this file is imported lazily): wind and
// gust in the user's speed unit, visibility in km, temperature and dew point over 24 hours.
import type { Metar } from '@skytrace/contracts';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { KMH_PER_KNOT } from '@skytrace/contracts';
import { useDisplaySettings } from '../../settings/display-settings.store';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function WeatherHistoryChart(props: { reports: Metar[] }) {
  const { t, i18n } = useTranslation();
  const speedUnit = useDisplaySettings((state) => state.speedUnit);
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!element.current) return;
    const chart = echarts.init(element.current);
    const factor = speedUnit === 'knot' ? 1 : KMH_PER_KNOT;
    const unit = t(`tracker.units.${speedUnit}`, { value: '' }).trim();
    const time = (r: Metar) => Date.parse(r.observedAt);
    const series = (
      name: string,
      value: (r: Metar) => number | null,
      axis: number,
      colour: string,
    ) => ({
      name,
      type: 'line' as const,
      yAxisIndex: axis,
      showSymbol: false,
      connectNulls: true,
      itemStyle: { color: colour },
      data: props.reports.map((r) => [time(r), value(r)]),
    });
    chart.setOption({
      animation: false,
      tooltip: { trigger: 'axis' },
      legend: { top: 0, textStyle: { fontSize: 11 } },
      grid: { left: 36, right: 36, top: 64, bottom: 24 },
      xAxis: {
        type: 'time',
        splitNumber: 4,
        axisLabel: { hideOverlap: true, fontSize: 10, formatter: '{HH}:{mm}' },
      },
      yAxis: [
        { type: 'value', name: unit, nameTextStyle: { fontSize: 10 } },
        { type: 'value', name: '°C / km', nameTextStyle: { fontSize: 10 } },
      ],
      series: [
        series(
          t('weather.chart.wind'),
          (r) => (r.wind ? Math.round(r.wind.speedKt * factor) : null),
          0,
          '#0ea5e9',
        ),
        series(
          t('weather.chart.gust'),
          (r) => (r.wind?.gustKt ? Math.round(r.wind.gustKt * factor) : null),
          0,
          '#f97316',
        ),
        series(
          t('weather.chart.visibility'),
          (r) => (r.visibilityM === null ? null : r.visibilityM / 1000),
          1,
          '#a855f7',
        ),
        series(t('weather.chart.temperature'), (r) => r.temperatureC, 1, '#ef4444'),
        series(t('weather.chart.dewPoint'), (r) => r.dewPointC, 1, '#22c55e'),
      ],
    });
    const resize = () => chart.resize();
    window.addEventListener('resize', resize);
    return () => {
      window.removeEventListener('resize', resize);
      chart.dispose();
    };
  }, [props.reports, speedUnit, t, i18n.language]);
  return (
    <div ref={element} className="airport-weather__chart" data-testid="weather-history-chart" />
  );
}
