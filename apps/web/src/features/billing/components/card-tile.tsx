import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentMethod } from '@steady/contracts';
import { CloseIcon } from '@/components/ui/icons';
import { formatCardBrand, formatCardExpiry, maskCardNumber } from '../utils/format';

type CardTileProps = {
  method: PaymentMethod;
  /** The default as the screen shows it (a change may be on its way to the server). */
  isDefault: boolean;
  busy: boolean;
  onMakeDefault: () => void;
  onDelete: () => void;
};

/** Spec §2: brand, 'XXXX XXXX XXXX' and the last four digits, expiry month/year, the default dot and the X. */
export function CardTile({ method, isDefault, busy, onMakeDefault, onDelete }: CardTileProps) {
  const { t } = useLingui();
  const brand = formatCardBrand(method.card.brand);
  const last4 = method.card.last4;
  const expiry = formatCardExpiry(method.card.exp_month, method.card.exp_year);
  return (
    <li className={isDefault ? 'card-tile card-tile--default' : 'card-tile'}>
      <div className="card-tile__top">
        <span className="card-tile__brand">{brand}</span>
        <button type="button" className="icon-button card-tile__delete" aria-label={t`Delete card ending ${last4}`} onClick={onDelete}>
          <CloseIcon size={20} />
        </button>
      </div>
      <p className="card-tile__number">{maskCardNumber(last4)}</p>
      <p className="card-tile__expiry">
        <Trans comment="expiry: month/year, e.g. 12/2030">
          Expires <span>{expiry}</span>
        </Trans>
      </p>
      <label className="card-tile__default">
        <input
          type="radio"
          name="default-payment-method"
          className="card-tile__radio"
          checked={isDefault}
          disabled={busy}
          onChange={() => {
            if (!isDefault) onMakeDefault();
          }}
        />
        <span>
          {isDefault ? (
            <Trans comment="the default card's radio button; the hidden part names the card for screen readers, e.g. 'Visa ending 4242'">
              Default card
              <span className="visually-hidden">
                : {brand} ending {last4}
              </span>
            </Trans>
          ) : (
            <Trans comment="radio button that makes this card the default; the hidden part names the card for screen readers, e.g. 'Visa ending 4242'">
              Make default
              <span className="visually-hidden">
                {' '}
                {brand} ending {last4}
              </span>
            </Trans>
          )}
        </span>
      </label>
    </li>
  );
}
