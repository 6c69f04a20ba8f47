import { CreditCard, ShieldCheck, Truck } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { DetailFields } from '../../ui/detail-fields';
import type { ProductDetail } from './catalog-api';

/** Informações Adicionais: material, dimensions, origin and the shop's fixed promises (requirements §1). */
export function ProductInfoCard({ product }: { product: ProductDetail }) {
  const rows: [string, string][] = [
    ['Material', product.material],
    ['Dimensões', product.dimensions],
    ['Origem', product.origin],
    ['Código', product.code],
  ];
  return (
    <Card data-testid="product-info">
      <CardHeader>
        <CardTitle>Informações Adicionais</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <DetailFields fields={rows} />
        <ul className="flex flex-col gap-2 border-t border-stone-200 pt-4 text-sm text-stone-800">
          <li className="flex items-center gap-2">
            <ShieldCheck className="h-4 w-4 text-brand-700" aria-hidden="true" /> Garantia: 30 dias contra defeitos
          </li>
          <li className="flex items-center gap-2">
            <CreditCard className="h-4 w-4 text-brand-700" aria-hidden="true" /> Parcelamento sem juros
          </li>
          <li className="flex items-center gap-2">
            <Truck className="h-4 w-4 text-brand-700" aria-hidden="true" /> Entrega em todo Brasil
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
