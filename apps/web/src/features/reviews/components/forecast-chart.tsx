import { Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TReviewStats } from '@puente/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { intervalText } from './interval-text';

const WIDTH = 300;
const HEIGHT = 110;
const AXIS = 14;

/**
 * The 30-day forecast as a small SVG bar chart (no chart library: 30 bars need none). Screen readers get
 * the same figures as a table; each bar also has a tooltip title.
 */
export function ForecastChart({ forecast }: { forecast: TReviewStats['forecast'] }) {
  const { t, i18n } = useTranslation('reviews');
  const titleId = useId();
  const max = Math.max(1, ...forecast.map((day) => day.count));
  const step = WIDTH / forecast.length;
  const dayLabel = (date: string, index: number) =>
    index === 0
      ? t('forecast.today')
      : new Date(`${date}T12:00:00Z`).toLocaleDateString(i18n.language, {
          day: 'numeric',
          month: 'short',
          timeZone: 'UTC',
        });
  // A day's full label (tooltip and table): its date and how far off it is, in the reader's language.
  const dayInFull = (date: string, index: number) =>
    index === 0
      ? dayLabel(date, index)
      : `${dayLabel(date, index)} (${t('forecast.in', { interval: intervalText(index * 24 * 60, t, i18n.language) })})`;
  return (
    <Stack gap={4} component="figure" m={0} data-testid="forecast-chart">
      <Title order={2} size="h4" id={titleId}>
        {t('forecast.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('forecast.description')}
      </Text>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        width="100%"
        role="img"
        aria-labelledby={titleId}
        style={{ maxWidth: 640, display: 'block' }}
      >
        <title>{t('forecast.title')}</title>
        <line
          x1={0}
          x2={WIDTH}
          y1={HEIGHT}
          y2={HEIGHT}
          stroke="var(--mantine-color-gray-5)"
          strokeWidth={0.5}
        />
        {forecast.map((day, index) => {
          const height = (day.count / max) * (HEIGHT - 12);
          return (
            <g key={day.date}>
              <title>{`${dayInFull(day.date, index)}: ${day.count}`}</title>
              <rect
                x={index * step + 1}
                y={HEIGHT - height}
                width={step - 2}
                height={Math.max(height, day.count > 0 ? 1 : 0)}
                rx={1}
                fill={index === 0 ? 'var(--mantine-color-blue-7)' : 'var(--mantine-color-blue-4)'}
              />
              {day.count > 0 && (
                <text
                  x={index * step + step / 2}
                  y={HEIGHT - height - 2}
                  fontSize={6}
                  textAnchor="middle"
                  fill="currentColor"
                >
                  {day.count}
                </text>
              )}
            </g>
          );
        })}
        {/* The last label ends at its bar's right edge, so it never runs past the chart's. */}
        {[0, 7, 14, 21, 28].map((index) =>
          forecast[index] ? (
            <text
              key={index}
              x={index === 28 ? Math.min(WIDTH, (index + 1) * step) - 1 : index * step + 1}
              y={HEIGHT + 10}
              fontSize={7}
              textAnchor={index === 28 ? 'end' : 'start'}
              fill="currentColor"
              data-testid="forecast-label"
            >
              {dayLabel(forecast[index].date, index)}
            </text>
          ) : null,
        )}
      </svg>
      <VisuallyHidden>
        <table>
          <caption>{t('forecast.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('forecast.day')}</th>
              <th scope="col">{t('forecast.count')}</th>
            </tr>
          </thead>
          <tbody>
            {forecast.map((day, index) => (
              <tr key={day.date}>
                <td>{dayInFull(day.date, index)}</td>
                <td>{day.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Stack>
  );
}
