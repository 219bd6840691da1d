import { describe, expect, it } from 'vitest';
import { isLogoutLink, menuHref, visibleMenuItems } from './menu-items';

const menu = [
  { id: '1', name: 'Home', link: '/' },
  { id: '2', name: 'Go Premium', link: '/go-premium' },
  { id: '3', name: 'My Subscriptions', link: '/dashboard' },
  { id: '4', name: 'Logout', link: '/Login' },
];

describe('menu items', () => {
  it('offers Go Premium to users without a subscription', () => {
    expect(visibleMenuItems(menu, false).map((i) => i.name)).toEqual(['Home', 'Go Premium', 'Logout']);
  });

  it('offers My Subscriptions to subscribers', () => {
    expect(visibleMenuItems(menu, true).map((i) => i.name)).toEqual(['Home', 'My Subscriptions', 'Logout']);
  });

  it('offers subscribers My Subscriptions in place of Go Premium when the CMS menu has no such item', () => {
    const withoutMySubscriptions = menu.filter((i) => i.name !== 'My Subscriptions');
    expect(visibleMenuItems(withoutMySubscriptions, true)).toEqual([
      { id: '1', name: 'Home', link: '/' },
      { id: '2', name: 'My Subscriptions', link: '/dashboard/subscription' },
      { id: '4', name: 'Logout', link: '/Login' },
    ]);
    expect(visibleMenuItems(withoutMySubscriptions, false).map((i) => i.name)).toEqual(['Home', 'Go Premium', 'Logout']);
  });

  it('shows neither until the account is known', () => {
    expect(visibleMenuItems(menu, undefined).map((i) => i.name)).toEqual(['Home', 'Logout']);
  });

  it('recognises the logout link however it is written', () => {
    expect(isLogoutLink('/Login')).toBe(true);
    expect(isLogoutLink('Login')).toBe(true);
    expect(isLogoutLink('/login/')).toBe(true);
    expect(isLogoutLink('/Login?x=1')).toBe(true);
    expect(isLogoutLink('/Liked')).toBe(false);
    expect(isLogoutLink('https://example.com/Login')).toBe(false);
  });

  it('normalises internal links', () => {
    expect(menuHref('pages/faq')).toBe('/pages/faq');
    expect(menuHref(' /Settings ')).toBe('/Settings');
    expect(menuHref('https://example.org/help')).toBe('https://example.org/help');
  });
});
