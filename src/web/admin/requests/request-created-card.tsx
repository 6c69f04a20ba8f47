import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../ui/button';
import { Card, CardContent } from '../../ui/card';

/** After a request is sent: its readable id, and where to go next (another one, or follow it). */
export function RequestCreatedCard({ title, code, onAnother }: { title: string; code: string; onAnother: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
        <CheckCircle2 className="h-10 w-10 text-emerald-600" aria-hidden="true" />
        <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
        <p className="text-stone-700">
          Número da solicitação: <strong className="font-mono">{code}</strong>
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="outline" onClick={onAnother}>
            Nova solicitação
          </Button>
          <Button asChild>
            <Link to="/admin/solicitacoes/acompanhar">Acompanhar Minhas Solicitações</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
