// ECharts 6 (tree-shaken core): devices reporting as bars, messages as a line on its own axis.
import type { DeviceStatisticsDay } from '@skytrace/contracts';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([
  BarChart,
  LineChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export function StatisticsChart(props: {
  days: DeviceStatisticsDay[];
  labels: { reporting: string; messages: string };
}) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | undefined>(undefined);
  useEffect(() => {
    if (!element.current) return;
    const instance = echarts.init(element.current);
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element.current);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = undefined;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption(
      {
        tooltip: { trigger: 'axis' },
        legend: { top: 0, data: [props.labels.reporting, props.labels.messages] },
        grid: { left: 48, right: 64, top: 36, bottom: 28 },
        xAxis: { type: 'category', data: props.days.map((day) => day.day.slice(5)) },
        yAxis: [
          { type: 'value', minInterval: 1 },
          { type: 'value', splitLine: { show: false } },
        ],
        series: [
          {
            name: props.labels.reporting,
            type: 'bar',
            data: props.days.map((day) => day.reporting),
          },
          {
            name: props.labels.messages,
            type: 'line',
            yAxisIndex: 1,
            smooth: true,
            data: props.days.map((day) => day.messages),
          },
        ],
      },
      true,
    );
  }, [props.days, props.labels.reporting, props.labels.messages]);
  return <div ref={element} className="bms-device-chart" data-testid="device-statistics-chart" />;
}
