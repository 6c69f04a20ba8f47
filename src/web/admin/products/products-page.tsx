import { ProductManager } from './product-manager';

/** /admin/cadastros/produtos: the product registry. */
export default function ProductsPage() {
  return <ProductManager title="Cadastro de Produtos" description="Cadastre, edite e exclua produtos; importe e exporte a lista em CSV." />;
}
