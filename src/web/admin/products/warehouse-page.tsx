import { ProductManager } from './product-manager';
import { SummaryCards } from './summary-cards';

/** /admin/almoxarifado: stock summary plus the product table. */
export default function WarehousePage() {
  return (
    <ProductManager
      title="Almoxarifado"
      description="O estoque: quanto há, o que está abaixo do mínimo, etiquetas e ajustes. Os mesmos produtos de Cadastros › Produtos, vistos pelo estoque."
    >
      <SummaryCards />
    </ProductManager>
  );
}
