import { describe, expect, it } from 'vitest';
import { loadSettings } from './env';

const BASE = { S3_BUCKET: 'steady-media', S3_REGION: 'eu-west-1' };

describe('S3 upload storage settings (issue 11.2)', () => {
  it('keeps uploads on local disk when S3_BUCKET is not set', () => {
    expect(loadSettings({}).s3).toBeNull();
    expect(loadSettings({ S3_BUCKET: ' ' }).s3).toBeNull();
  });

  it('addresses AWS itself by virtual host when no endpoint is given', () => {
    expect(loadSettings(BASE).s3).toEqual({
      bucket: 'steady-media',
      region: 'eu-west-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
      acl: undefined,
      publicUrl: 'https://steady-media.s3.eu-west-1.amazonaws.com',
      publicOrigin: 'https://steady-media.s3.eu-west-1.amazonaws.com',
    });
  });

  it('addresses an S3-compatible endpoint by path unless told otherwise, and serves from the bucket there', () => {
    const s3 = loadSettings({
      ...BASE,
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_ACL: 'public-read',
    }).s3;
    expect(s3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      acl: 'public-read',
    });
    expect(s3).toMatchObject({ publicUrl: 'http://127.0.0.1:9000/steady-media', publicOrigin: 'http://127.0.0.1:9000' });
    const vhost = loadSettings({ ...BASE, S3_ENDPOINT: 'https://storage.example', S3_FORCE_PATH_STYLE: 'false' }).s3;
    expect(vhost).toMatchObject({
      forcePathStyle: false,
      publicUrl: 'https://steady-media.storage.example',
      publicOrigin: 'https://steady-media.storage.example',
    });
  });

  it('serves from S3_PUBLIC_URL (a CDN, or the address browsers can reach) when it is set', () => {
    const s3 = loadSettings({
      ...BASE,
      S3_ENDPOINT: 'http://minio:9000',
      S3_PUBLIC_URL: 'https://media.steady.example/files/',
      PUBLIC_URL: 'https://steady.example',
    }).s3;
    expect(s3).toMatchObject({ endpoint: 'http://minio:9000', publicUrl: 'https://media.steady.example/files', publicOrigin: 'https://media.steady.example' });
  });

  it.each([
    [{ S3_BUCKET: 'steady-media' }, /S3_REGION must be set when S3_BUCKET is/],
    [{ ...BASE, S3_BUCKET: 'Steady_Media' }, /S3_BUCKET must be a bucket name/],
    [{ ...BASE, S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be a full http\(s\) URL/],
    [{ ...BASE, S3_ENDPOINT: 'ftp://files.example' }, /S3_ENDPOINT must be a full http\(s\) URL/],
    [{ ...BASE, S3_PUBLIC_URL: 'cdn.example' }, /S3_PUBLIC_URL must be a full http\(s\) URL/],
    [{ ...BASE, S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be true or false/],
    [{ ...BASE, S3_ACL: 'private' }, /S3_ACL must be public-read, or unset/],
    [{ ...BASE, S3_ACCESS_KEY_ID: 'id' }, /S3_SECRET_ACCESS_KEY must be set when S3_ACCESS_KEY_ID is/],
    [{ ...BASE, S3_SECRET_ACCESS_KEY: 'secret' }, /S3_ACCESS_KEY_ID must be set when S3_SECRET_ACCESS_KEY is/],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'us-east-1' }, /S3_BUCKET must be set when S3_ENDPOINT, S3_REGION are/],
    [
      { ...BASE, S3_ENDPOINT: 'http://minio:9000', PUBLIC_URL: 'https://steady.example' },
      /S3_PUBLIC_URL must be an https address when PUBLIC_URL is \(uploads would be served from http:\/\/minio:9000\/steady-media/,
    ],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadSettings(env)).toThrow(message);
  });
});
