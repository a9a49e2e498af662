"use client";

import { useId } from "react";
import { Box, HStack, Text } from "@chakra-ui/react";
import { ACTIVITY_TYPES, type ActivityRow, type ActivityType } from "@/lib/events/loginActivity";

/** Each series' colour, as Chakra tokens so that light and dark mode both hold. */
export const SERIES_COLORS: Record<ActivityType, string> = {
  LOGIN: "var(--chakra-colors-blue-500)",
  LOGIN_ERROR: "var(--chakra-colors-red-500)",
  REGISTER: "var(--chakra-colors-green-500)",
};

const HEIGHT = 160;
const AXIS = 20;
/** Room on either side, so that the first and last tick labels, centred under their bars, are not clipped. */
const PAD = 16;

type ActivityBarChartProps = {
  rows: readonly ActivityRow[];
  /** The chart's name, read by screen readers; the table beside it holds the numbers. */
  title: string;
  seriesLabel: (type: ActivityType) => string;
  /** A short tick label under each bar group (a day "3/14", a client id). */
  tickLabel: (row: ActivityRow) => string;
  /** Every nth tick is labelled, so that 30 days stay readable. */
  tickEvery?: number;
  /** Room for one bar group, in pixels; wider for long labels. */
  groupWidth?: number;
};

/**
 * Grouped bars drawn as SVG: a few dozen rectangles need no chart library (the whole tab's chunk is 5.6 KB gzip).
 * The picture is one image for assistive technology; the numbers are in the table that follows it.
 */
export function ActivityBarChart({
  rows,
  title,
  seriesLabel,
  tickLabel,
  tickEvery = 1,
  groupWidth = 32,
}: ActivityBarChartProps) {
  const titleId = useId();
  const peak = Math.max(1, ...rows.flatMap((row) => ACTIVITY_TYPES.map((type) => row.counts[type])));
  const barWidth = (groupWidth - 6) / ACTIVITY_TYPES.length;
  const width = Math.max(rows.length, 1) * groupWidth + 2 * PAD;
  const scale = (count: number) => (count / peak) * (HEIGHT - AXIS - 8);

  return (
    <Box>
      <HStack gap="4" mb="2" wrap="wrap" aria-hidden>
        {ACTIVITY_TYPES.map((type) => (
          <HStack key={type} gap="1">
            <Box w="3" h="3" borderRadius="sm" style={{ background: SERIES_COLORS[type] }} />
            <Text textStyle="sm">{seriesLabel(type)}</Text>
          </HStack>
        ))}
      </HStack>
      <Box overflowX="auto">
        <svg role="img" aria-labelledby={titleId} viewBox={`0 0 ${width} ${HEIGHT}`} width={width} height={HEIGHT}>
          <title id={titleId}>{title}</title>
          <line
            x1={PAD}
            x2={width - PAD}
            y1={HEIGHT - AXIS}
            y2={HEIGHT - AXIS}
            stroke="currentColor"
            strokeOpacity="0.4"
          />
          {rows.map((row, index) => (
            <g key={row.label} transform={`translate(${PAD + index * groupWidth + 3} 0)`}>
              {ACTIVITY_TYPES.map((type, series) => {
                const barHeight = scale(row.counts[type]);
                return (
                  <rect
                    key={type}
                    x={series * barWidth}
                    y={HEIGHT - AXIS - barHeight}
                    width={barWidth - 1}
                    height={barHeight}
                    fill={SERIES_COLORS[type]}
                  />
                );
              })}
              {index % tickEvery === 0 && (
                <text x={(groupWidth - 6) / 2} y={HEIGHT - 6} textAnchor="middle" fontSize="10" fill="currentColor">
                  {tickLabel(row)}
                </text>
              )}
            </g>
          ))}
        </svg>
      </Box>
    </Box>
  );
}
