import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { OptionStat } from '../api.ts';

export type ChartKind = 'bar' | 'pie';

/**
 * The chart of one choice question (@mui/x-charts, MUI's own charting library; loaded lazily with the statistics
 * page so other screens never download it). Horizontal bars keep long option texts readable on a phone.
 */
export default function ChoiceChart({ options, kind }: { options: OptionStat[]; kind: ChartKind }) {
  const labels = options.map((o) => o.optionText);
  if (kind === 'pie') {
    return (
      <PieChart
        height={220}
        series={[{ data: options.map((o) => ({ id: o.optionId, value: o.count, label: o.optionText })), innerRadius: 30, paddingAngle: 1, cornerRadius: 3 }]}
      />
    );
  }
  return (
    <BarChart
      height={Math.max(140, options.length * 44 + 40)}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: labels, width: 90 }]}
      xAxis={[{ tickMinStep: 1 }]}
      series={[{ data: options.map((o) => o.count), valueFormatter: (v, { dataIndex }) => `${v ?? 0}（${options[dataIndex].percent}%）` }]}
      hideLegend
      margin={{ left: 8, right: 16 }}
    />
  );
}
