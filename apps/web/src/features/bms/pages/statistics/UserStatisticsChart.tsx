// ECharts 6 (tree-shaken core): sign-ups as bars and active users as a line, by day.
import type { UserStatistics } from '@skytrace/contracts';
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

export function UserStatisticsChart(props: {
  days: UserStatistics['days'];
  labels: { signUps: string; activeUsers: string };
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
    const dates = props.days.map((day) => `${day.date.slice(4, 6)}-${day.date.slice(6)}`);
    chart.current?.setOption(
      {
        tooltip: { trigger: 'axis' },
        legend: { top: 0, data: [props.labels.signUps, props.labels.activeUsers] },
        grid: { left: 40, right: 16, top: 40, bottom: 32 },
        xAxis: { type: 'category', data: dates },
        yAxis: { type: 'value', minInterval: 1 },
        series: [
          { name: props.labels.signUps, type: 'bar', data: props.days.map((day) => day.signUps) },
          {
            name: props.labels.activeUsers,
            type: 'line',
            smooth: true,
            data: props.days.map((day) => day.activeUsers),
          },
        ],
      },
      true,
    );
  }, [props.days, props.labels.signUps, props.labels.activeUsers]);

  return <div ref={element} className="bms-ops-chart" data-testid="user-statistics-chart" />;
}
