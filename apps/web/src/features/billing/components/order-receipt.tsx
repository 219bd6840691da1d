import type { Order } from '@steady/contracts';
import { formatAmount, formatAddressLine } from '../utils/format';

/** The order summary of spec §3 as the thank-you page shows it: customer, lines, payment. */
export function OrderReceipt({ order }: { order: Order }) {
  const summary = order.summary;
  const currency = summary?.currency ?? order.currency;
  const address = summary
    ? formatAddressLine({
        line1: summary.customerAddress.line1,
        city: summary.customerAddress.city,
        state: summary.customerAddress.state,
        postalCode: summary.customerAddress.postal_code,
        country: summary.customerAddress.country,
      })
    : '';
  const productName = summary?.orderSummary.productName ?? order.description ?? 'Premium';
  const quantity = summary?.orderSummary.quantity ?? 1;
  const price = summary?.orderSummary.price ?? order.amount;
  const paid = summary?.paymentDetails.amount ?? order.amount;
  const transactionId = summary?.paymentDetails.transactionId ?? order.transactionId;

  return (
    <div className="order-receipt">
      {summary ? (
        <section className="order-receipt__section" aria-labelledby="receipt-customer">
          <h2 id="receipt-customer">Customer</h2>
          <dl className="details-list">
            <div>
              <dt>Name</dt>
              <dd>{summary.customerName}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{summary.customerEmail}</dd>
            </div>
            <div>
              <dt>Address</dt>
              <dd>{address || '—'}</dd>
            </div>
          </dl>
        </section>
      ) : null}

      <section className="order-receipt__section" aria-labelledby="receipt-order">
        <h2 id="receipt-order">Order summary</h2>
        <table className="order-lines">
          <caption className="visually-hidden">What you bought</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" className="billing-table__end">
                Quantity
              </th>
              <th scope="col" className="billing-table__end">
                Price
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>{productName}</td>
              <td className="billing-table__end">{quantity}</td>
              <td className="billing-table__end">{formatAmount(price, currency)}</td>
            </tr>
          </tbody>
        </table>
      </section>

      <section className="order-receipt__section" aria-labelledby="receipt-payment">
        <h2 id="receipt-payment">Payment</h2>
        <dl className="details-list">
          <div>
            <dt>Payment method</dt>
            <dd>Card</dd>
          </div>
          <div className="details-list__total">
            <dt>Amount paid</dt>
            <dd>{formatAmount(paid, currency)}</dd>
          </div>
          <div>
            <dt>Transaction id</dt>
            <dd className="billing-id">{transactionId ?? '—'}</dd>
          </div>
          <div>
            <dt>Order Id</dt>
            <dd className="billing-id">{order.documentId}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
