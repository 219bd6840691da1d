import { describe, expect, it } from 'vitest';
import { checkApiPath } from './check-api-path';

describe('checkApiPath', () => {
  it.each([
    ['/api/skills', '/skills'],
    ['  /api/skills  ', '/skills'],
    ['/api/pages?filters[slug][$eq]=faq&populate=*', '/pages?filters[slug][$eq]=faq&populate=*'],
    ['/api/skills?filters%5Bslug%5D%5B%24eq%5D=stop', '/skills?filters%5Bslug%5D%5B%24eq%5D=stop'],
    ['/api/account', '/account'],
    ['/api/app-information?populate=*', '/app-information?populate=*'],
  ])('accepts %j', (input, path) => {
    expect(checkApiPath(input)).toEqual({ ok: true, path });
  });

  it.each([
    ['', /Enter a path/],
    ['   ', /Enter a path/],
    ['/api/', /after \/api\//],
    ['/api/?x=1', /after \/api\//],
    ['/api', /must start with \/api\//],
    ['/apix/skills', /must start with \/api\//],
    ['skills', /must start with \/api\//],
    ['/admin', /must start with \/api\//],
    ['/uploads/x.svg', /must start with \/api\//],
    ['https://evil.example/api/skills', /web addresses/],
    ['http:/api/skills', /web addresses/],
    ['javascript:alert(1)', /web addresses/],
    ['//evil.example/api/skills', /must start with \/api\//],
    ['/api//evil.example', /cannot contain \/\//],
    ['/api/skills?next=//evil', /cannot contain \/\//],
    ['/api/%2F%2Fevil.example', /cannot contain \/\//],
    ['/api/../admin', /"\.\."/],
    ['/api/%2e%2e/admin', /"\.\."/],
    ['/api/%2E%2E/admin', /"\.\."/],
    ['/api/skills/..', /"\.\."/],
    ['/api\\skills', /backslashes/],
    ['/api/%5C%5Cevil', /backslashes/],
    ['/api/skills list', /spaces/],
    ['/api/sk\nills', /spaces/],
    ['/api/sk\tills', /spaces/],
    ['/api/%zz', /broken %-code/],
    [`/api/${'a'.repeat(2001)}`, /too long/],
  ])('refuses %j', (input, message) => {
    const result = checkApiPath(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(message);
  });
});
