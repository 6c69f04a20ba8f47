import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatBRL } from '@/domain/money';
import type { ReportBucket, ReportPreview } from '@/domain/schemas/reports';
import { formatQuantities } from '@/domain/units';

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const label = (iso: string, bucket: ReportBucket) =>
  bucket === 'month'
    ? `${MONTHS[Number(iso.slice(5, 7)) - 1]}/${iso.slice(2, 4)}`
    : `${bucket === 'week' ? 'sem. ' : ''}${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/** The report's value over the period, a bar per day, week or month. Loaded with the reports page only. */
export default function ReportChart({ preview, valueName }: { preview: ReportPreview; valueName: string }) {
  const data = preview.series.map((s) => ({ when: label(s.bucket, preview.bucket), valor: s.valueCents / 100, quantidades: formatQuantities(s.quantities) }));
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke="#e7e5e4" vertical={false} />
        <XAxis dataKey="when" tick={{ fontSize: 12, fill: '#44403c' }} interval="preserveStartEnd" minTickGap={12} />
        <YAxis tick={{ fontSize: 12, fill: '#44403c' }} tickFormatter={(v: number) => formatBRL(Math.round(v * 100)).replace(/,00$/, '')} width={80} />
        <Tooltip
          formatter={(value, _name, item) => [`${formatBRL(Math.round(Number(value) * 100))} · ${item.payload.quantidades}`, valueName]}
          itemStyle={{ color: '#292524' }}
          labelStyle={{ color: '#292524' }}
        />
        <Bar dataKey="valor" name={valueName} fill="#1f3a68" radius={[3, 3, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
