import { formatDateTime } from '@/domain/dates';
import type { PostedDocumentFields } from '@/domain/schemas/stock-documents';
import { Badge } from '../../ui/badge';

/**
 * A posted entry's or exit's situation in its list: reversed (who and when on hover), posted by
 * another document (a request, a check: its label), or registered here.
 */
export function DocumentStatusBadge({
  doc,
  reversedLabel,
}: {
  doc: Pick<PostedDocumentFields, 'reversedAt' | 'reversedByName' | 'source'>;
  reversedLabel: string;
}) {
  if (doc.reversedAt) {
    return (
      <Badge
        className="border border-red-200 bg-red-100 text-red-900"
        title={`${reversedLabel} em ${formatDateTime(doc.reversedAt)} por ${doc.reversedByName ?? ''}`}
      >
        {reversedLabel}
      </Badge>
    );
  }
  if (doc.source) return <Badge className="border border-blue-200 bg-blue-100 text-blue-900">{doc.source.label}</Badge>;
  return <Badge className="border border-green-200 bg-green-100 text-green-900">Registrada</Badge>;
}
