import { Trans, useLingui } from '@lingui/react/macro';
import type { Charge } from '@steady/contracts';
import { formatDate } from '@/lib/format-date';
import { formatAmount, statusLabel } from '../utils/format';
import { DataTable, type Column } from './data-table';

/**
 * Spec §2 'Previous Charges': Order Id, Description, Date, Status, Amount and 'View Receipt' — only for
 * a charge that went through: a failed one took no money, so there is nothing to give a receipt for.
 */
export function ChargesTable({ charges, onViewReceipt }: { charges: Charge[]; onViewReceipt: (charge: Charge) => void }) {
  const { t } = useLingui();
  const columns: Column<Charge>[] = [
    {
      key: 'order',
      header: t`Order Id`,
      kind: 'id',
      cell: (c) => (
        <span className="billing-id" title={c.orderId ?? undefined}>
          {c.orderId ?? '—'}
        </span>
      ),
    },
    { key: 'description', header: t`Description`, kind: 'text', cell: (c) => c.description ?? '—' },
    { key: 'date', header: t`Date`, cell: (c) => formatDate(c.date) },
    { key: 'status', header: t`Status`, cell: (c) => statusLabel(c.status) },
    { key: 'amount', header: t`Amount`, align: 'end', cell: (c) => formatAmount(c.amount, c.currency) },
    {
      key: 'receipt',
      header: t({ message: 'Receipt', comment: "table column: the button that shows a charge's receipt" }),
      align: 'end',
      kind: 'action',
      cell: (c) => {
        if (c.status !== 'succeeded') {
          return (
            <span className="muted">
              <span aria-hidden="true">—</span>
              <span className="visually-hidden">
                <Trans>No receipt: this payment did not go through</Trans>
              </span>
            </span>
          );
        }
        const date = formatDate(c.date);
        return (
          <button type="button" className="btn btn--secondary btn--small" onClick={() => onViewReceipt(c)}>
            <Trans comment="button; the hidden part tells screen readers which charge, by its date">
              View Receipt<span className="visually-hidden"> of {date}</span>
            </Trans>
          </button>
        );
      },
    },
  ];
  return <DataTable caption={t`Previous charges`} columns={columns} rows={charges} rowKey={(c) => c.documentId} className="billing-table--charges" />;
}
