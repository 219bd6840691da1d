import { Trans, useLingui } from '@lingui/react/macro';
import { Group } from '@visx/group';
import { scaleLinear, scalePoint } from '@visx/scale';
import { LinePath } from '@visx/shape';
import { useId, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DASHES, MARKS, MarkSwatch, markPath, type Mark } from './marks';
import { useWidth } from './use-width';

export type ChartSeries = { key: string; name: string; values: readonly (number | null)[] };
export type BucketLabel = { short: string; long: string };

type TrendChartProps = {
  title: string;
  /** One sentence that says what the chart shows, for everyone (it is not hidden). */
  summary: string;
  /** What the numbers mean, e.g. '0 is none, 5 is very strong'. */
  scaleHint?: string;
  labels: readonly BucketLabel[];
  series: readonly ChartSeries[];
  yMax: number;
  /** How a value reads in words and in the table (one decimal by default). */
  format?: (value: number) => string;
};

const HEIGHT = 220;
const MARGIN = { top: 12, right: 16, bottom: 30, left: 34 };
const LABEL_WIDTH = 48;

const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toString();

/**
 * A line chart of weeks or months that can be read without seeing it: a sentence above it, a legend
 * whose shapes and dashes match the lines (never colour alone), the arrow keys to move from point to
 * point with each one read out, and the same numbers as a table a button away. A gap in the line is a
 * week or month with nothing entered, never a 0.
 */
export function TrendChart({ title, summary, scaleHint, labels, series, yMax, format = oneDecimal }: TrendChartProps) {
  const { t } = useLingui();
  const id = useId();
  const [asTable, setAsTable] = useState(false);
  const [point, setPoint] = useState<{ bucket: number; series: number } | null>(null);
  const [plot, width] = useWidth();
  const marks: Mark[] = series.map((_, i) => MARKS[i % MARKS.length]!);

  const x = scalePoint<number>({ domain: labels.map((_, i) => i), range: [MARGIN.left, Math.max(MARGIN.left + 1, width - MARGIN.right)], padding: 0.4 });
  const y = scaleLinear<number>({ domain: [0, yMax], range: [HEIGHT - MARGIN.bottom, MARGIN.top], nice: true });
  const ticks = y.ticks(Math.min(yMax, 5));
  const every = Math.max(1, Math.ceil((labels.length * LABEL_WIDTH) / Math.max(1, width - MARGIN.left - MARGIN.right)));

  const describe = (at: { bucket: number; series: number }) => {
    const line = series[at.series]!;
    const value = line.values[at.bucket];
    const name = line.name;
    const when = labels[at.bucket]!.long;
    const shown = value === null || value === undefined ? null : format(value);
    return shown === null ? t`${name}, ${when}: nothing entered` : t`${name}, ${when}: ${shown}`;
  };

  const move = (event: KeyboardEvent) => {
    const current = point ?? { bucket: labels.length - 1, series: 0 };
    const last = labels.length - 1;
    const next =
      event.key === 'ArrowLeft'
        ? { ...current, bucket: Math.max(0, current.bucket - 1) }
        : event.key === 'ArrowRight'
          ? { ...current, bucket: Math.min(last, current.bucket + 1) }
          : event.key === 'ArrowUp'
            ? { ...current, series: (current.series + series.length - 1) % series.length }
            : event.key === 'ArrowDown'
              ? { ...current, series: (current.series + 1) % series.length }
              : event.key === 'Home'
                ? { ...current, bucket: 0 }
                : event.key === 'End'
                  ? { ...current, bucket: last }
                  : null;
    if (!next) return;
    event.preventDefault();
    setPoint(next);
  };

  /** A pointer over the chart picks the nearest week or month, keeping the series chosen. */
  const hover = (event: PointerEvent<SVGSVGElement>) => {
    const left = event.currentTarget.getBoundingClientRect().left;
    const nearest = labels.reduce(
      (best, _, i) => (Math.abs((x(i) ?? 0) - (event.clientX - left)) < Math.abs((x(best) ?? 0) - (event.clientX - left)) ? i : best),
      0,
    );
    setPoint((p) => ({ bucket: nearest, series: p?.series ?? 0 }));
  };

  const readout = point ? describe(point) : '';

  return (
    <figure className="trend-chart" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="trend-chart__title">
        {title}
      </h2>
      <p className="trend-chart__summary">{summary}</p>
      {scaleHint ? <p className="muted trend-chart__hint">{scaleHint}</p> : null}
      <ul className="trend-legend" aria-label={t`Lines in this chart`}>
        {series.map((s, i) => (
          <li key={s.key}>
            <MarkSwatch mark={marks[i]!} index={i} />
            {s.name}
          </li>
        ))}
      </ul>
      {asTable ? (
        <div className="trend-table-box" role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
          <table className="trend-table">
            <caption id={`${id}-caption`}>{title}</caption>
            <thead>
              <tr>
                <td />
                {series.map((s) => (
                  <th key={s.key} scope="col">
                    {s.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.map((label, b) => (
                <tr key={label.long}>
                  <th scope="row">{label.long}</th>
                  {series.map((s) => {
                    const value = s.values[b];
                    return (
                      <td key={s.key}>
                        {value === null || value === undefined ? (
                          <>
                            <span aria-hidden="true">–</span>
                            <span className="visually-hidden">
                              <Trans comment="Trends table: a week or month with nothing entered">nothing entered</Trans>
                            </span>
                          </>
                        ) : (
                          format(value)
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div
          ref={plot}
          className="trend-chart__plot"
          role="group"
          aria-roledescription={t({ message: 'chart', comment: 'Screen readers: what kind of thing the trends chart is' })}
          aria-label={title}
          aria-describedby={`${id}-keys ${id}-readout`}
          tabIndex={0}
          onKeyDown={move}
          onFocus={() => setPoint((p) => p ?? { bucket: labels.length - 1, series: 0 })}
        >
          <svg width={width} height={HEIGHT} aria-hidden="true" focusable="false" onPointerMove={hover} onPointerLeave={() => setPoint(null)}>
            <Group>
              {ticks.map((tick) => (
                <g key={tick} className="trend-chart__grid">
                  <line x1={MARGIN.left} x2={width - MARGIN.right} y1={y(tick)} y2={y(tick)} />
                  <text x={MARGIN.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
                    {tick}
                  </text>
                </g>
              ))}
              {labels.map((label, i) =>
                i % every === (labels.length - 1) % every ? (
                  <text key={label.long} className="trend-chart__label" x={x(i)} y={HEIGHT - 8} textAnchor="middle">
                    {label.short}
                  </text>
                ) : null,
              )}
              {point ? <line className="trend-chart__cursor" x1={x(point.bucket)} x2={x(point.bucket)} y1={MARGIN.top} y2={HEIGHT - MARGIN.bottom} /> : null}
              {series.map((s, i) => (
                <g key={s.key} className={`trend-series-${i}`}>
                  <LinePath
                    className="trend-chart__line"
                    data={s.values.map((value, b) => ({ value, b }))}
                    defined={(d) => d.value !== null && d.value !== undefined}
                    x={(d) => x(d.b) ?? 0}
                    y={(d) => y(d.value ?? 0)}
                    strokeDasharray={DASHES[marks[i]!]}
                  />
                  {s.values.map((value, b) =>
                    value === null || value === undefined ? null : (
                      <path
                        key={b}
                        className={point?.bucket === b && point.series === i ? 'trend-chart__point trend-chart__point--current' : 'trend-chart__point'}
                        d={markPath(marks[i]!, x(b) ?? 0, y(value), point?.bucket === b && point.series === i ? 7 : 4.5)}
                      />
                    ),
                  )}
                </g>
              ))}
            </Group>
          </svg>
        </div>
      )}
      <p id={`${id}-keys`} className="visually-hidden">
        <Trans>Use the left and right arrow keys to go from point to point, up and down to change line.</Trans>
      </p>
      <p id={`${id}-readout`} className="trend-chart__readout" aria-live="polite">
        {asTable ? '' : readout}
      </p>
      <Button variant="secondary" className="trend-chart__toggle" onClick={() => setAsTable((v) => !v)}>
        {asTable ? (
          <Trans comment="Trends: back from the numbers as a table to the chart">Show as a chart</Trans>
        ) : (
          <Trans comment="Trends: the same numbers as a table instead of the chart">Show as a table</Trans>
        )}
      </Button>
    </figure>
  );
}
