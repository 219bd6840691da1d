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
  const brand = formatCardBrand(method.card.brand);
  const last4 = method.card.last4;
  return (
    <li className={isDefault ? 'card-tile card-tile--default' : 'card-tile'}>
      <div className="card-tile__top">
        <span className="card-tile__brand">{brand}</span>
        <button type="button" className="icon-button card-tile__delete" aria-label={`Delete card ending ${last4}`} onClick={onDelete}>
          <CloseIcon size={20} />
        </button>
      </div>
      <p className="card-tile__number">{maskCardNumber(last4)}</p>
      <p className="card-tile__expiry">
        Expires <span>{formatCardExpiry(method.card.exp_month, method.card.exp_year)}</span>
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
          {isDefault ? 'Default card' : 'Make default'}
          <span className="visually-hidden">
            {isDefault ? ': ' : ' '}
            {brand} ending {last4}
          </span>
        </span>
      </label>
    </li>
  );
}
