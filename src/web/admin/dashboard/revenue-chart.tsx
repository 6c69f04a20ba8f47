import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardDay } from '@/domain/api/dashboard';
import { formatBRL } from '@/domain/money';

const shortDay = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/**
 * Revenue and orders per day of the last 30 days, with the revenue of the same day 30 days before
 * dashed beside it. Loaded on its own (React.lazy): Recharts stays out of every other screen.
 */
export default function RevenueChart({ daily }: { daily: DashboardDay[] }) {
  const data = daily.map((d) => ({
    day: shortDay(d.day),
    receita: d.revenueCents / 100,
    anterior: d.previousRevenueCents / 100,
    pedidos: d.orders,
  }));
  return (
    <ResponsiveContainer width="100%" height={280}>
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
        <CartesianGrid stroke="#e7e5e4" vertical={false} />
        <XAxis dataKey="day" tick={{ fontSize: 12, fill: '#44403c' }} interval="preserveStartEnd" minTickGap={16} />
        <YAxis
          yAxisId="brl"
          tick={{ fontSize: 12, fill: '#44403c' }}
          tickFormatter={(v: number) => formatBRL(Math.round(v * 100)).replace(/,00$/, '')}
          width={80}
        />
        <YAxis yAxisId="orders" orientation="right" allowDecimals={false} tick={{ fontSize: 12, fill: '#44403c' }} width={32} />
        <Tooltip
          formatter={(value, name) => (name === 'Pedidos' ? [value, name] : [formatBRL(Math.round(Number(value) * 100)), name])}
          labelFormatter={(label) => `Dia ${label}`}
          // Dark text whatever the series colour (the bars' light blue fails contrast as text).
          itemStyle={{ color: '#292524' }}
          labelStyle={{ color: '#292524' }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} formatter={(value) => <span style={{ color: '#292524' }}>{value}</span>} />
        <Bar yAxisId="orders" dataKey="pedidos" name="Pedidos" fill="#b9cbe6" radius={[3, 3, 0, 0]} />
        <Line yAxisId="brl" type="monotone" dataKey="receita" name="Receita" stroke="#1f3a68" strokeWidth={2} dot={false} />
        <Line
          yAxisId="brl"
          type="monotone"
          dataKey="anterior"
          name="Receita 30 dias antes"
          stroke="#78716c"
          strokeDasharray="5 4"
          strokeWidth={2}
          dot={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
