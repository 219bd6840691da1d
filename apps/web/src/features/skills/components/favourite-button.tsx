import { useLingui } from '@lingui/react/macro';
import { HeartIcon } from './skill-icons';

type FavouriteButtonProps = {
  title: string;
  pressed: boolean;
  disabled?: boolean;
  onToggle: () => void;
  className?: string;
};

/** The heart (spec §4 favourite toggle): a toggle button whose name says what a tap will do. */
export function FavouriteButton({ title, pressed, disabled = false, onToggle, className }: FavouriteButtonProps) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={['favourite-button', className].filter(Boolean).join(' ')}
      aria-pressed={pressed}
      aria-label={pressed ? t`Remove ${title} from favourites` : t`Add ${title} to favourites`}
      disabled={disabled}
      onClick={onToggle}
    >
      <HeartIcon size={22} filled={pressed} />
    </button>
  );
}
