import 'chartist/dist/index.css';
import { useEffect, useRef, useState } from 'react';

/** One series of bars: its name (the legend's and each bar's tooltip), its values, its colour. */
export interface BarSeries {
  name: string;
  values: readonly number[];
  /** report-series-revenue, report-series-charged, report-series-share: the bar's colour. */
  className: string;
}

export interface BarChartProps {
  labels: readonly string[];
  series: readonly BarSeries[];
  /** Bars along a vehicle axis, one row each, rather than columns along the days. */
  horizontal?: boolean;
  /** How a value reads on the value axis: $1.2K, 40%. */
  formatValue(value: number): string;
  /** How a value reads in a bar's tooltip, when not as on the axis: $1,200.00. */
  formatTooltip?(value: number): string;
  /** The value axis' end (100 for shares); otherwise the largest value's. */
  high?: number;
  /** The value axis' ticks, when fixed (0, 25, 50, 75, 100 for shares). */
  ticks?: readonly number[];
  /** A label as the axis shows it, shorter than the table's. */
  formatLabel?(label: string): string;
}

/** About how many pixels a label along the bottom needs: fewer labels on a phone. */
const LABEL_SPACE_PX = 64;
/** The value axis' labels on the left of a chart of columns. */
const VALUE_AXIS_PX = 72;
/** The height of each vehicle's row in a horizontal chart. */
const ROW_PX = 34;

/**
 * Bars drawn by Chartist (SVG, about 8 kB gzip), fetched when the first chart is drawn: it is
 * in no download until the office opens the dashboard (decision 049). The chart is a picture
 * for the eye only (aria-hidden); the figure around it says the same in a table.
 */
export function BarChart({
  labels,
  series,
  horizontal = false,
  formatValue,
  formatTooltip = formatValue,
  high,
  ticks,
  formatLabel = (label) => label,
}: BarChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let cancelled = false;
    let chart: { detach(): unknown } | undefined;
    import('chartist')
      .then(({ BarChart: Chart, FixedScaleAxis }) => {
        if (cancelled) return;
        const count = Math.max(labels.length, 1);
        // Every nth label along the bottom, so that they never overlap, however narrow.
        const labelEvery = () =>
          Math.max(
            1,
            Math.ceil(count / Math.max(2, (element.clientWidth - VALUE_AXIS_PX) / LABEL_SPACE_PX)),
          );
        const valueAxis = {
          onlyInteger: false,
          labelInterpolationFnc: (value: string | number) => formatValue(Number(value)),
          ...(ticks && { type: FixedScaleAxis, ticks: [...ticks], low: 0, high }),
        };
        const labelAxis = {
          showGrid: false,
          labelInterpolationFnc: (value: string | number, index: number) =>
            horizontal || index % labelEvery() === 0 ? formatLabel(String(value)) : null,
        };
        const created = new Chart(
          element,
          { labels: [...labels], series: series.map((one) => [...one.values]) },
          {
            horizontalBars: horizontal,
            // The first vehicle on top, as in the table.
            reverseData: horizontal,
            seriesBarDistance: 0,
            low: 0,
            high,
            height: horizontal ? `${count * ROW_PX + 40}px` : '15rem',
            chartPadding: { top: 12, right: 16, bottom: 0, left: 8 },
            axisX: horizontal ? { ...valueAxis, scaleMinSpace: 64 } : labelAxis,
            axisY: horizontal
              ? { ...labelAxis, offset: Math.min(140, element.clientWidth * 0.36) }
              : { ...valueAxis, offset: VALUE_AXIS_PX, scaleMinSpace: 32 },
          },
        );
        created.on('draw', (event: ChartDrawEvent) => {
          if (event.type !== 'bar') return;
          // Reversed data (horizontal bars) counts series and bars from the other end.
          const seriesIndex = horizontal
            ? series.length - 1 - event.seriesIndex
            : event.seriesIndex;
          const one = series[seriesIndex];
          // Bars share their slot: as wide as the slot allows, never a hairline or a slab.
          const slot = (horizontal ? event.chartRect.height() : event.chartRect.width()) / count;
          const width = Math.max(2, Math.min(28, (slot * 0.75) / series.length));
          const offset = (seriesIndex - (series.length - 1) / 2) * width;
          const move: Record<string, number> = horizontal
            ? { y1: Number(event.y1) + offset, y2: Number(event.y2) + offset }
            : { x1: Number(event.x1) + offset, x2: Number(event.x2) + offset };
          event.element.attr({ ...move, style: `stroke-width: ${width}px` });
          if (one) {
            event.element.addClass(one.className);
            const index = horizontal ? labels.length - 1 - event.index : event.index;
            const value = one.values[index] ?? 0;
            event.element
              .elem('title')
              .text(`${labels[index] ?? ''}: ${one.name} ${formatTooltip(value)}`);
          }
        });
        chart = created;
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      chart?.detach();
      element.replaceChildren();
    };
  }, [labels, series, horizontal, formatValue, formatTooltip, high, ticks, formatLabel]);

  if (failed) {
    return (
      <p className="text-secondary small mb-0">
        The chart could not be drawn; the table below has every number.
      </p>
    );
  }
  return <div ref={box} className="report-chart" aria-hidden="true" />;
}

/** What Chartist tells of each bar it draws (its own type is not exported by name). */
interface ChartDrawEvent {
  type: string;
  index: number;
  seriesIndex: number;
  x1?: number;
  x2?: number;
  y1?: number;
  y2?: number;
  chartRect: { width(): number; height(): number };
  element: {
    attr(attributes: Record<string, string | number>): unknown;
    addClass(names: string): unknown;
    elem(name: string): { text(text: string): unknown };
  };
}
