import { describe, expect, it } from 'vitest';
import { isKeptPlanPath, isPrimaryPath, isPublicPath, loginHrefFor, safeRedirectTarget } from './route-access';

describe('isPublicPath', () => {
  it.each([
    '/',
    '/welcome',
    '/Login',
    '/login',
    '/Login/',
    '/register',
    '/forgot-password',
    '/reset-password',
    '/Breath',
    '/pages/contact',
    '/pages/faq',
    '/Subscription',
    '/api-provider',
  ])('lets anonymous visitors reach %s', (pathname) => {
    expect(isPublicPath(pathname)).toBe(true);
  });

  it.each([
    '/ChooseOption',
    '/chooseOption',
    '/Profile',
    '/Settings',
    '/skills/box-breathing',
    '/QuickCope',
    '/Activities',
    '/Recommended',
    '/Liked',
    '/favorite-activities',
    '/RCA',
    '/rcao',
    '/dashboard',
    '/dashboard/subscription',
    '/subscriptions/12',
    '/orders/3',
    '/my-account/order-thank-you',
    '/PaymentSuccess',
    '/PaymentCancel',
    '/go-premium',
    '/StopSkill',
  ])('keeps %s behind login', (pathname) => {
    expect(isPublicPath(pathname)).toBe(false);
  });

  // No screen at all: everyone gets the not-found page, not a login form that leads to it.
  it.each(['/no-such-screen', '/welcome/extra', '/Subscriptions', '/skills'])('lets anyone see that %s is not a screen', (pathname) => {
    expect(isPublicPath(pathname)).toBe(true);
  });
});

describe('isPrimaryPath', () => {
  it.each(['/', '/ChooseOption', '/QuickCope', '/Activities', '/RCA', '/Liked', '/Settings'])('%s is primary', (p) => {
    expect(isPrimaryPath(p)).toBe(true);
  });
  it.each(['/Profile', '/skills/x', '/pages/contact', '/dashboard', '/register'])('%s is secondary', (p) => {
    expect(isPrimaryPath(p)).toBe(false);
  });
});

describe('isKeptPlanPath', () => {
  it.each(['/safety-plan', '/Safety-Plan', '/safety-plan/'])('%s shows the kept safety plan to someone signed out', (p) => {
    expect(isKeptPlanPath(p)).toBe(true);
  });
  it.each(['/diary', '/what-helps', '/summary', '/safety-plan/x', '/Profile'])('%s does not', (p) => {
    expect(isKeptPlanPath(p)).toBe(false);
  });
});

describe('safeRedirectTarget', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeRedirectTarget('/skills/grounding?step=2')).toBe('/skills/grounding?step=2');
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    '/%5Cevil.example',
    'javascript:alert(1)',
    '/Login',
    '/login?redirectTo=/x',
  ])('falls back to home for %s', (raw) => {
    expect(safeRedirectTarget(raw)).toBe('/');
  });
});

describe('loginHrefFor', () => {
  it('remembers where the visitor was going', () => {
    expect(loginHrefFor('/QuickCope?x=1')).toBe('/Login?redirectTo=%2FQuickCope%3Fx%3D1');
  });
  it('adds nothing for home', () => {
    expect(loginHrefFor('/')).toBe('/Login');
  });
});
