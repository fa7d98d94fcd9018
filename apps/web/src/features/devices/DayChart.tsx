// ECharts 6, tree-shaken: only the bar and line charts and the parts they use.
import type { DeviceDay, DeviceDayField } from '@skytrace/contracts';
import { BarChart, LineChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';

echarts.use([
  BarChart,
  LineChart,
  GridComponent,
  TooltipComponent,
  DataZoomComponent,
  CanvasRenderer,
]);

/** One field of a device's days: bars for two weeks, a zoomable line for the whole history. */
export function DayChart(props: {
  days: DeviceDay[];
  field: DeviceDayField;
  label: string;
  kind: 'bar' | 'line';
  testId: string;
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
    const long = props.kind === 'line' && props.days.length > 31;
    chart.current?.setOption(
      {
        tooltip: { trigger: 'axis' },
        grid: { left: 56, right: 16, top: 16, bottom: long ? 56 : 28 },
        xAxis: { type: 'category', data: props.days.map((day) => day.day.slice(5)) },
        yAxis: { type: 'value', minInterval: 1 },
        dataZoom: long ? [{ type: 'inside' }, { type: 'slider', height: 18, bottom: 8 }] : [],
        series: [
          {
            name: props.label,
            type: props.kind,
            smooth: props.kind === 'line',
            showSymbol: props.days.length < 40,
            itemStyle: { color: '#1677ff' },
            data: props.days.map((day) => day[props.field]),
          },
        ],
      },
      true,
    );
    element.current?.setAttribute('data-drawn', `${props.field}:${props.days.length}`);
  }, [props.days, props.field, props.label, props.kind]);

  return <div ref={element} className="day-chart" data-testid={props.testId} />;
}
