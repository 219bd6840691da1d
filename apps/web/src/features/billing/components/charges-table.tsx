import type { Charge } from '@steady/contracts';
import { formatDate } from '@/lib/format-date';
import { formatAmount, statusLabel } from '../utils/format';
import { DataTable, type Column } from './data-table';

/**
 * Spec §2 'Previous Charges': Order Id, Description, Date, Status, Amount and 'View Receipt' — only for
 * a charge that went through: a failed one took no money, so there is nothing to give a receipt for.
 */
export function ChargesTable({ charges, onViewReceipt }: { charges: Charge[]; onViewReceipt: (charge: Charge) => void }) {
  const columns: Column<Charge>[] = [
    {
      key: 'order',
      header: 'Order Id',
      kind: 'id',
      cell: (c) => (
        <span className="billing-id" title={c.orderId ?? undefined}>
          {c.orderId ?? '—'}
        </span>
      ),
    },
    { key: 'description', header: 'Description', kind: 'text', cell: (c) => c.description ?? '—' },
    { key: 'date', header: 'Date', cell: (c) => formatDate(c.date) },
    { key: 'status', header: 'Status', cell: (c) => statusLabel(c.status) },
    { key: 'amount', header: 'Amount', align: 'end', cell: (c) => formatAmount(c.amount, c.currency) },
    {
      key: 'receipt',
      header: 'Receipt',
      align: 'end',
      kind: 'action',
      cell: (c) =>
        c.status === 'succeeded' ? (
          <button type="button" className="btn btn--secondary btn--small" onClick={() => onViewReceipt(c)}>
            View Receipt<span className="visually-hidden"> of {formatDate(c.date)}</span>
          </button>
        ) : (
          <span className="muted">
            <span aria-hidden="true">—</span>
            <span className="visually-hidden">No receipt: this payment did not go through</span>
          </span>
        ),
    },
  ];
  return <DataTable caption="Previous charges" columns={columns} rows={charges} rowKey={(c) => c.documentId} className="billing-table--charges" />;
}
