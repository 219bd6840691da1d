import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@steady/contracts';
import { formatAmount, formatAddressLine } from '../utils/format';

/** The order summary of spec §3 as the thank-you page shows it: customer, lines, payment. */
export function OrderReceipt({ order }: { order: Order }) {
  const { t } = useLingui();
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
  const productName =
    summary?.orderSummary.productName ??
    order.description ??
    t({ message: 'Premium', comment: 'what was bought, when the order does not name it: the premium plan' });
  const quantity = summary?.orderSummary.quantity ?? 1;
  const price = summary?.orderSummary.price ?? order.amount;
  const paid = summary?.paymentDetails.amount ?? order.amount;
  const transactionId = summary?.paymentDetails.transactionId ?? order.transactionId;

  return (
    <div className="order-receipt">
      {summary ? (
        <section className="order-receipt__section" aria-labelledby="receipt-customer">
          <h2 id="receipt-customer">
            <Trans comment="receipt heading: who bought">Customer</Trans>
          </h2>
          <dl className="details-list">
            <div>
              <dt>
                <Trans comment="receipt: the customer's name">Name</Trans>
              </dt>
              <dd>{summary.customerName}</dd>
            </div>
            <div>
              <dt>
                <Trans>Email</Trans>
              </dt>
              <dd>{summary.customerEmail}</dd>
            </div>
            <div>
              <dt>
                <Trans comment="receipt: the billing address">Address</Trans>
              </dt>
              <dd>{address || '—'}</dd>
            </div>
          </dl>
        </section>
      ) : null}

      <section className="order-receipt__section" aria-labelledby="receipt-order">
        <h2 id="receipt-order">
          <Trans>Order summary</Trans>
        </h2>
        <table className="order-lines">
          <caption className="visually-hidden">
            <Trans comment="the receipt's table of what was bought">What you bought</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Product</Trans>
              </th>
              <th scope="col" className="billing-table__end">
                <Trans>Quantity</Trans>
              </th>
              <th scope="col" className="billing-table__end">
                <Trans>Price</Trans>
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
        <h2 id="receipt-payment">
          <Trans comment="receipt heading: how it was paid">Payment</Trans>
        </h2>
        <dl className="details-list">
          <div>
            <dt>
              <Trans>Payment method</Trans>
            </dt>
            <dd>
              <Trans comment="payment method: a payment card">Card</Trans>
            </dd>
          </div>
          <div className="details-list__total">
            <dt>
              <Trans>Amount paid</Trans>
            </dt>
            <dd>{formatAmount(paid, currency)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Transaction id</Trans>
            </dt>
            <dd className="billing-id">{transactionId ?? '—'}</dd>
          </div>
          <div>
            <dt>
              <Trans>Order Id</Trans>
            </dt>
            <dd className="billing-id">{order.documentId}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
