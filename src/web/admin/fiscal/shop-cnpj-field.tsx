import { Link } from 'react-router';
import { formatCnpj } from '@/domain/brazil';
import { useFiscalSettings } from './fiscal-api';

/**
 * Loja e acesso shows the shop's CNPJ read-only: its one field is in Configurações → Fiscal (the
 * sales NF-e's issuer), which the supplier NF-e import also checks the recipient against.
 */
export function ShopCnpjField() {
  const cnpj = useFiscalSettings().data?.cnpj;
  return (
    <div className="flex flex-col gap-1 text-sm">
      <span className="font-medium text-stone-900">CNPJ da loja</span>
      <span className="text-stone-800">{cnpj ? formatCnpj(cnpj) : 'Não informado'}</span>
      <span className="text-stone-600">
        Definido em{' '}
        <Link to="/admin/configuracoes?aba=fiscal" className="underline">
          Configurações → Fiscal
        </Link>
        ; confere também o destinatário das NF-e importadas em Notas Fiscais.
      </span>
    </div>
  );
}
