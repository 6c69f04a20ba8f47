import { ProductManager } from '../products/product-manager';
import { SummaryCards } from './summary-cards';

/** /admin/almoxarifado: stock summary plus the product table. */
export default function WarehousePage() {
  return (
    <ProductManager title="Almoxarifado" description="Estoque, etiquetas e cadastro de produtos.">
      <SummaryCards />
    </ProductManager>
  );
}
