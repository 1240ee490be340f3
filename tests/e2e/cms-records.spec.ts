import { expect, test } from './fixtures/test.ts';
import { contentPagesOf } from './fixtures/brands.ts';
import { Site } from './fixtures/site.ts';

test('a page whose CMS record breaks its schema still opens, without that record, the rest in place', async ({
  page,
  request,
  baseURL,
  brand,
}) => {
  const sandbox = `http://127.0.0.1:${new URL(baseURL!).port}/sandbox`;
  // The brand's last content page: other journeys open its first, so this page's rendering is this test's own.
  const pagePath = contentPagesOf(brand).at(-1)!;
  const add = async (record: object) =>
    expect((await request.post(`${sandbox}/content/records`, { data: { brand, path: pagePath, record } })).status()).toBe(201);
  // As a CMS editor would save them: one sound paragraph, one with a number for its HTML.
  await add({
    alias: 'richText',
    key: 'cms-added',
    props: { title: 'Added in the CMS', html: '<p>A paragraph the CMS added.</p>' },
  });
  await add({ alias: 'richText', key: 'cms-broken', props: { title: 'Broken in the CMS', html: 42 } });

  const response = await new Site(page).open(pagePath);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Added in the CMS' })).toBeVisible();
  await expect(page.getByText('A paragraph the CMS added.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Broken in the CMS' })).toHaveCount(0);
  await expect(page.locator('main h1').first()).toBeVisible();
});
