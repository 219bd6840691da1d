import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';

/**
 * Back to the screen the person came from; home when this is the first screen of the visit (a
 * memory or browser history entry of ours has a key other than 'default'), so we never leave the app.
 */
export function useGoBackOrHome() {
  const location = useLocation();
  const navigate = useNavigate();
  return () => (location.key === 'default' ? navigate(paths.home.getHref()) : navigate(-1));
}
