import { Download } from 'lucide-react';
import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { ChangePasswordCard } from './change-password-card';
import { DeleteAccountDialog } from './delete-account-dialog';
import { downloadMyData } from './profile-api';

export function SettingsTab() {
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
      toast.success('Download iniciado', { description: 'Seus dados foram exportados em um arquivo JSON.' });
    } catch (err) {
      toast.error('Erro ao baixar seus dados', { description: (err as Error).message });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <ChangePasswordCard />
      <Card>
        <CardHeader>
          <CardTitle>Meus dados</CardTitle>
          <p className="text-sm text-stone-600">Baixe uma cópia de tudo o que guardamos sobre você: perfil, endereços, pedidos e favoritos (LGPD).</p>
        </CardHeader>
        <CardContent>
          <Button variant="outline" onClick={download} disabled={downloading}>
            <Download className="h-4 w-4" aria-hidden="true" />
            {downloading ? 'Preparando...' : 'Baixar meus dados'}
          </Button>
        </CardContent>
      </Card>
      <Card className="border-red-200">
        <CardHeader>
          <CardTitle className="text-red-900">Excluir minha conta</CardTitle>
          <p className="text-sm text-stone-700">
            Seus dados pessoais (nome, e-mail, telefone, endereços, favoritos e carrinho) serão apagados e você não poderá mais entrar com esta conta. Os
            registros dos pedidos já feitos são mantidos, pois a loja é obrigada a guardá-los para fins fiscais.
          </p>
        </CardHeader>
        <CardContent>
          <Button variant="danger" onClick={() => setDeleting(true)}>
            Excluir minha conta
          </Button>
        </CardContent>
      </Card>
      {deleting ? <DeleteAccountDialog onClose={() => setDeleting(false)} /> : null}
    </div>
  );
}
