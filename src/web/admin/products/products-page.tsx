import { ProductManager } from './product-manager';

/** /admin/cadastros/produtos: the product registry. */
export default function ProductsPage() {
  return (
    <ProductManager
      title="Cadastro de Produtos"
      description="O cadastro: nome, preço, categoria, fornecedor e fotos; importe e exporte a lista em CSV. O estoque de cada um fica no Almoxarifado."
    />
  );
}
